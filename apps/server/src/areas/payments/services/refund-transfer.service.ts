import { normaliseIban, type BankRefundDue, type RefundTransferFile } from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound, Problem } from '../../../lib/problem.ts';
import type { Database } from '../../../repositories/database.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { RefundExportRepository } from '../repositories/refund-export.repository.ts';
import type { RefundList } from './refund-list.ts';
import { sepaCreditTransfer, type SepaCreditTransfer } from './sepa-credit-transfer.ts';

const noTransfer = (key: string, detail: string): Problem =>
  new Problem({
    status: 409,
    title: 'No refunds to transfer',
    message: `error.refunds.${key}`,
    body: { detail },
  });

/**
 * The SEPA transfer files of the refunds due: each file marks the refunds it holds, so that the
 * next one leaves them out until the bank shows them paid or the owner puts one back; the owner
 * confirms a file as sent to the bank. Files are made one at a time across instances (the
 * database's named lock), so two owners' clicks cannot put one refund into two files.
 */
export class RefundTransferService {
  constructor(
    private readonly database: Pick<Database, 'exclusive'>,
    private readonly refunds: Pick<RefundList, 'due'>,
    private readonly exports: RefundExportRepository,
    private readonly settings: () => Promise<ShopSettings>,
    private readonly now: Clock,
  ) {}

  due(): Promise<BankRefundDue[]> {
    return this.refunds.due();
  }

  files(): Promise<RefundTransferFile[]> {
    return this.exports.files();
  }

  /**
   * A new file of the refunds with an account and an amount no standing file holds
   * (pain.001.001.03), its refunds marked in the same step; 409 when there is none, or the shop
   * has no IBAN of its own.
   */
  async export(caller: Caller): Promise<SepaCreditTransfer> {
    const settings = await this.settings();
    if (!normaliseIban(settings.supplier.iban)) {
      throw noTransfer('noiban', 'Obchod nemá nastavený IBAN (parameter SHOP_IBAN).');
    }
    return this.database.exclusive('refund-transfer', async () => {
      // A card's money goes back to the card, never into a transfer file.
      const refunds = (await this.refunds.due()).filter((r) => r.paidBy === 'PREVOD');
      const open = refunds.filter((r) => r.toTransferCents > 0);
      if (!open.some((r) => r.iban)) {
        throw noTransfer(
          'empty',
          open.length
            ? 'Žiadna vratka nemá platný IBAN: zadajte ho pri odstúpení od zmluvy.'
            : refunds.length
              ? 'Všetky vratky sú už v exportovanom súbore. Ak ho banka neprijala, vráťte ich do ďalšieho súboru.'
              : 'Nie sú žiadne vratky na zaplatenie.',
        );
      }
      const now = this.now();
      const transfer = sepaCreditTransfer(refunds, settings, now);
      const marks = transfer.included.map((r) => ({
        orderId: r.orderId,
        cents: r.toTransferCents,
        refundedBefore: r.refundedCents,
      }));
      await this.exports.record(transfer.messageId, marks, caller.user!.login, now);
      return transfer;
    });
  }

  /** The owner confirms the file `messageId` as sent to the bank; 404 for an unknown one. */
  async confirm(caller: Caller, messageId: string): Promise<RefundTransferFile> {
    if (!(await this.exports.confirm(messageId, caller.user!.login, this.now()))) {
      throw notFound();
    }
    return (await this.exports.files()).find((f) => f.messageId === messageId)!;
  }

  /**
   * Puts the order's refund back into the next file (the bank refused the file, or the owner
   * paid otherwise and wants the mark gone); 404 when no file holds it.
   */
  async putBack(caller: Caller, orderId: number): Promise<BankRefundDue | null> {
    if (!(await this.exports.release(orderId, caller.user!.login, this.now()))) throw notFound();
    return (
      (await this.refunds.due()).find((r) => r.orderId === orderId && r.paidBy === 'PREVOD') ?? null
    );
  }
}
