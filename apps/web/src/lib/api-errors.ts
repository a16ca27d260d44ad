import type { FieldMessages } from '@jauc/contract';

/** A failed API call: HTTP status and the server's message code or per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly payload: string | FieldMessages,
  ) {
    super(typeof payload === 'string' ? payload : 'invalid_input');
  }
  /** The message code (e.g. `invalid_credentials`), or null when the server sent per-field messages. */
  get code(): string | null {
    return typeof this.payload === 'string' ? this.payload : null;
  }
  get fields(): FieldMessages {
    return typeof this.payload === 'string' ? {} : this.payload;
  }
}

/** The answer did not match the contract: the list of validation errors is shown to the user. */
export class ContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: string[],
  ) {
    super(`response of ${path} does not match the contract`);
  }
}
