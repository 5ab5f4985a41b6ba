import { randomBytes } from 'node:crypto';
import {
  PASSWORD_LENGTH,
  type AccountSettingsRequest,
  type LoginRequest,
  type PasswordChangeRequest,
  type PasswordResetFinishRequest,
  type RegisterRequest,
  type User,
} from '@fotoobraz/domain';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { JwtCodec } from '../../../lib/jwt.ts';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../../../lib/passwords.ts';
import { Problem, unauthorized } from '../../../lib/problem.ts';
import type { AccountRepository } from '../repositories/account.repository.ts';
import type { AuditRepository } from '../../../repositories/audit.repository.ts';
import { queueMail } from '../../../services/mail-queue.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import { ConstraintError, constraintOf } from '../../../repositories/entity.repository.ts';
import type { UserRepository } from '../../../repositories/user.repository.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import type { Caller } from '../../../lib/caller.ts';
import { activationMail, passwordResetMail } from './account.mail.ts';

/** A password-reset key works once, for a day. */
export const RESET_KEY_VALIDITY_MS = 24 * 60 * 60_000;

/** JHipster's account errors: a 400 whose errorKey the client translates. */
const accountProblem = (errorKey: string, title: string, type = 'problem-with-message'): Problem =>
  new Problem({
    status: 400,
    title,
    message: `error.${errorKey}`,
    type: `https://www.jhipster.tech/problem/${type}`,
    body: { entityName: 'userManagement', errorKey, params: 'userManagement' },
  });
const invalidPassword = () =>
  accountProblem('invalid-password', 'Incorrect password', 'invalid-password');

/** Long random keys for activation and reset links: 120 bits, URL-safe. */
const newKey = (): string => randomBytes(15).toString('base64url');

/**
 * The account features of the customer spec: sign-in, registration, activation, password reset,
 * settings and password change, and ending every session. Every success and failure of a sign-in
 * and every password change is an audit event; mails go through the outbox in the same
 * transaction as the change. `address` is the client's address (request.ip, TRUST_PROXY-aware).
 */
export class AccountService {
  static readonly uses = ['accounts', 'users', 'outbox'] as const;

  constructor(
    private readonly users: UserRepository,
    private readonly accounts: AccountRepository,
    private readonly audit: AuditRepository,
    private readonly transactor: TransactorOf<typeof AccountService>,
    private readonly jwt: JwtCodec,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly limits: AbuseLimits,
    /** Dates a reset key, and tells whether it is still fresh. */
    private readonly now: Clock,
  ) {}

  /**
   * A bearer token for valid credentials of an activated user. After too many failures of one
   * login from one address, that address waits (shared counters, so every instance agrees); the
   * same login from another address is not held up. A visitor's anonymous records become the
   * account's.
   */
  async authenticate(
    caller: Caller,
    { username, password, rememberMe }: LoginRequest,
    address: string,
  ): Promise<string> {
    const login = username.trim().toLowerCase();
    try {
      await this.limits.check(LIMITS.signInFailuresPerLoginAndAddress, login, address);
    } catch (problem) {
      await this.audit.record(login, 'AUTHENTICATION_LOCKED', { address });
      throw problem;
    }
    const user = await this.users.findByLogin(login);
    const matches = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !matches || !user.activated) {
      await this.limits.record(LIMITS.signInFailuresPerLoginAndAddress, login, address);
      await this.audit.record(login, 'AUTHENTICATION_FAILURE', {
        reason: !user || !matches ? 'bad credentials' : 'not activated',
      });
      throw unauthorized(user && matches ? 'User was not activated' : 'Bad credentials');
    }
    await this.audit.record(user.login, 'AUTHENTICATION_SUCCESS');
    if (caller.sid) await this.accounts.claimVisitorRecords(caller.sid, user.id);
    return this.issueToken(user, await this.users.sessionVersionOf(user.id), {
      rememberMe: rememberMe ?? false,
    });
  }

  /** A token of a session version; none when the account is gone or deactivated meanwhile. */
  private issueToken(
    user: { id: number; login: string; authorities: User['authorities'] },
    sessionVersion: number | undefined,
    validity: Parameters<JwtCodec['sign']>[2],
  ): Promise<string> {
    if (sessionVersion === undefined) throw unauthorized('The account is no longer active');
    return this.jwt.sign(
      { id: user.id, login: user.login, authorities: user.authorities },
      sessionVersion,
      validity,
    );
  }

  async account(caller: Caller): Promise<User> {
    if (!caller.user) throw unauthorized();
    const user = await this.users.findById(caller.user.id);
    if (!user) throw unauthorized('The account no longer exists');
    const { passwordHash: _omitted, ...visible } = user;
    return visible;
  }

  /**
   * Registers an inactive ROLE_USER account and mails its activation link. A login or e-mail of
   * an account that was never activated is taken over (the first attempt's mail may have been
   * lost); of an active one it is refused with `userexists` / `emailexists`.
   */
  async register(input: RegisterRequest, address: string): Promise<void> {
    if (
      input.password.length < PASSWORD_LENGTH.min ||
      input.password.length > PASSWORD_LENGTH.max
    ) {
      throw invalidPassword();
    }
    const login = input.login.toLowerCase();
    const email = input.email.toLowerCase();
    const [byLogin, byEmail] = await Promise.all([
      this.users.findByLogin(login),
      this.users.findByEmail(email),
    ]);
    if (byLogin?.activated)
      throw accountProblem('userexists', 'Login name already used!', 'login-already-used');
    if (byEmail?.activated)
      throw accountProblem('emailexists', 'Email is already in use!', 'email-already-used');
    await this.limits.consume(LIMITS.mailsPerAddress, address);
    await this.limits.consume(LIMITS.mailsPerRecipient, email);
    const passwordHash = await hashPassword(input.password);
    const key = newKey();
    const registered = this.transactor.run(async ({ accounts, users, outbox }, unit) => {
      for (const stale of new Set(
        [byLogin?.id, byEmail?.id].filter((id): id is number => id !== undefined),
      )) {
        await accounts.deleteUnactivated(stale);
      }
      const id = await users.insert({
        login,
        passwordHash,
        email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        activated: false,
        langKey: input.langKey || 'sk',
        authorities: ['ROLE_USER'],
        createdBy: 'anonymousUser',
      });
      await accounts.setActivationKey(id, key);
      const mail = activationMail({
        login,
        activationUrl: `${this.config.publicUrl}/activate?key=${encodeURIComponent(key)}`,
        shopName: 'Fotoobraz',
      });
      await queueMail(outbox, unit, { to: email, ...mail });
    });
    // The same registration sent twice at once: the later one meets the first's row in the
    // unique index and is answered as a later duplicate would be, not with a 500.
    await registered.catch(async (error: unknown) => {
      const constraint = error instanceof ConstraintError ? error : constraintOf(error);
      if (constraint?.constraint !== 'unique') throw error;
      if (await this.users.findByLogin(login)) {
        throw accountProblem('userexists', 'Login name already used!', 'login-already-used');
      }
      throw accountProblem('emailexists', 'Email is already in use!', 'email-already-used');
    });
    await this.audit.record(login, 'USER_REGISTERED');
  }

  /** Activates the account of a key; a key works once. */
  async activate(key: string | undefined): Promise<void> {
    const id =
      key !== undefined && key.length > 0 && key.length <= 64
        ? await this.accounts.findIdByActivationKey(key)
        : undefined;
    if (id === undefined) {
      throw accountProblem('activation', 'No user was found for this activation key');
    }
    await this.accounts.activate(id);
    const user = await this.users.findById(id);
    await this.audit.record(user?.login ?? String(id), 'ACCOUNT_ACTIVATED');
  }

  /**
   * Mails a reset link to the account of an e-mail. The answer is the same whether or not the
   * address is registered, so the form cannot be used to find out who shops here; past the limit
   * of mails to one address it is the same answer again, and no mail (the newest link mailed
   * still works).
   */
  async requestPasswordReset(requested: string, address: string): Promise<void> {
    const email = requested.toLowerCase();
    await this.limits.consume(LIMITS.mailsPerAddress, address);
    if (!(await this.limits.allows(LIMITS.mailsPerRecipient, email))) return;
    const user = await this.users.findByEmail(email);
    if (!user?.activated) return;
    const key = newKey();
    await this.transactor.run(async ({ accounts, outbox }, unit) => {
      await accounts.setResetKey(user.id, key, this.now().toISOString());
      const mail = passwordResetMail({
        login: user.login,
        resetUrl: `${this.config.publicUrl}/reset/finish?key=${encodeURIComponent(key)}`,
        shopName: 'Fotoobraz',
      });
      await queueMail(outbox, unit, { to: user.email!, ...mail });
    });
    await this.audit.record(user.login, 'PASSWORD_RESET_REQUESTED');
  }

  /**
   * Sets a new password with a reset key: once, within 24 hours of the request. Every session of
   * the account ends: whoever knew the old password is signed out.
   */
  async finishPasswordReset({ key, newPassword }: PasswordResetFinishRequest): Promise<void> {
    if (newPassword.length < PASSWORD_LENGTH.min || newPassword.length > PASSWORD_LENGTH.max)
      throw invalidPassword();
    const found = await this.accounts.findByResetKey(key);
    const fresh = found && this.now().getTime() - Date.parse(found.issued) <= RESET_KEY_VALIDITY_MS;
    if (!found || !fresh) throw accountProblem('reset', 'No user was found for this reset key');
    const user = await this.users.findById(found.id);
    const passwordHash = await hashPassword(newPassword);
    await this.transactor.run(async ({ accounts, users }) => {
      await accounts.setPassword(found.id, passwordHash, user?.login ?? 'system');
      await users.endSessions(found.id);
    });
    await this.audit.record(user?.login ?? String(found.id), 'PASSWORD_RESET');
  }

  /** Saves the signed-in user's own settings; login, authorities and activation stay as they are. */
  async saveSettings(caller: Caller, input: AccountSettingsRequest): Promise<void> {
    const me = await this.account(caller);
    const other = await this.users.findByEmail(input.email.toLowerCase());
    if (other && other.id !== me.id)
      throw accountProblem('emailexists', 'Email is already in use!', 'email-already-used');
    await this.accounts.saveSettings(
      me.id,
      {
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        email: input.email,
        langKey: input.langKey || 'sk',
        imageUrl: input.imageUrl || null,
      },
      me.login,
    );
  }

  /**
   * Changes the password and ends every session of the account, then answers a fresh token (with
   * the old token's expiry) so that the device that changed it stays signed in.
   */
  async changePassword(
    caller: Caller,
    { currentPassword, newPassword }: PasswordChangeRequest,
  ): Promise<string> {
    const me = await this.account(caller);
    const stored = await this.users.findById(me.id);
    if (!stored || !(await verifyPassword(currentPassword, stored.passwordHash))) {
      await this.audit.record(me.login, 'PASSWORD_CHANGE_FAILURE');
      throw invalidPassword();
    }
    if (newPassword.length < PASSWORD_LENGTH.min || newPassword.length > PASSWORD_LENGTH.max)
      throw invalidPassword();
    const passwordHash = await hashPassword(newPassword);
    const sessionVersion = await this.transactor.run(async ({ accounts, users }) => {
      await accounts.setPassword(me.id, passwordHash, me.login);
      return users.endSessions(me.id);
    });
    await this.audit.record(me.login, 'PASSWORD_CHANGED');
    return this.issueToken(
      me,
      sessionVersion,
      caller.tokenExpiresAt ? { expiresAt: caller.tokenExpiresAt } : { rememberMe: false },
    );
  }

  /** 'Odhlásiť všade': ends every session of the account, the caller's own too. */
  async signOutEverywhere(caller: Caller): Promise<void> {
    const me = await this.account(caller);
    await this.users.endSessions(me.id);
    await this.audit.record(me.login, 'SESSIONS_ENDED');
  }
}
