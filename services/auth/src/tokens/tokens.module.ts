import { Module } from '@nestjs/common';
import { TokenIssuer } from './token-issuer';

@Module({ providers: [TokenIssuer], exports: [TokenIssuer] })
export class TokensModule {}
