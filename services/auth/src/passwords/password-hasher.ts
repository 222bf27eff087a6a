import { Injectable, OnModuleInit } from '@nestjs/common';
import { hash, verify, argon2id } from 'argon2';

/** argon2id with the library's recommended cost (64 MiB, 3 passes). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  // Verified against when no user matches, so an unknown e-mail costs as much
  // time as a wrong password and the answer time does not reveal which it was.
  private decoyHash = '';

  async onModuleInit(): Promise<void> {
    this.decoyHash = await this.hash('decoy password, never anyone’s');
  }

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id });
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }

  /** Spends a verification's time and answers false. */
  async verifyNobody(password: string): Promise<false> {
    await verify(this.decoyHash, password);
    return false;
  }
}
