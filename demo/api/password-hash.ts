import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt's recommended interactive cost (N 2^14, r 8, p 1); 64-byte keys, 16-byte salts. */
const COST: ScryptOptions = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

export interface PasswordHash {
  salt: Buffer;
  key: Buffer;
}

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** A fresh salt and the scrypt key of the password; the password itself is never kept. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, key: await derive(password, salt) };
}

/** Compares in constant time, so the answer's timing says nothing about the stored key. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const key = await derive(password, stored.salt);
  return timingSafeEqual(key, stored.key);
}
