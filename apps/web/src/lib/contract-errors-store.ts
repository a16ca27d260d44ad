import { createStore } from './store';
import type { ContractError } from './api-errors';

/** Responses that failed contract validation; the app shows them in a dialog. */
export const contractErrorsStore = createStore<ContractError[]>([]);
export const reportContractError = (e: ContractError) => contractErrorsStore.set((list) => [...list, e].slice(-5));
export const dismissContractErrors = () => contractErrorsStore.set([]);
