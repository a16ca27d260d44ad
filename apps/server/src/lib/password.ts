import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): about 20 ms per hash on the target
// machines, slow enough to make offline guessing expensive, fast enough for tests to use as is.
// `2` is Algorithm.Argon2id; the package declares it as a const enum, which isolatedModules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500 that tells them apart.
    return false;
  }
}

// Verified against when the e-mail is unknown, so a login for a missing account takes as long as
// one for an existing account and the answer time does not reveal which addresses are registered.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
