import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which verbatimModuleSyntax cannot read at
// run time; 2 is its Argon2id member (a test checks the hashes say argon2id).
const ARGON2ID = 2 as Algorithm;

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes): strong, and still quick enough on a
// 2-core server to keep login responsive.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
