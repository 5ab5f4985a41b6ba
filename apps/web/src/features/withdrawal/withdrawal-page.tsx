import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  WithdrawalLookupSchema,
  type WithdrawableOrder,
  type WithdrawalLookupRequest,
  type WithdrawalReceipt,
} from '@fotoobraz/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStepFocus } from '../../lib/a11y/use-step-focus';
import { useSession } from '../../lib/auth/session';
import { lookupOrder, submitWithdrawal, type Answer } from './api/withdrawals-api';
import { ChooseStep, type WithdrawalChoice } from './components/choose-step';
import { DoneStep } from './components/done-step';
import { LookupStep } from './components/lookup-step';
import { refusalText } from './model/refusal-text';

/** The link from 'Moje objednávky' and the mails names the order: `?objednavka=<number>`. */
export const ORDER_PARAM = 'objednavka';
/** An order mail's link is signed (`&podpis=…`): it opens the order without its e-mail. */
export const SIGNATURE_PARAM = 'podpis';

type Step =
  | { name: 'lookup' }
  | { name: 'choose'; lookup: WithdrawalLookupRequest; order: WithdrawableOrder }
  | { name: 'done'; receipt: WithdrawalReceipt };

const STEP_INDEX: Record<Step['name'], number> = { lookup: 0, choose: 1, done: 2 };

/**
 * /odstupenie-od-zmluvy: the withdrawal function the law wants one click away from every page.
 * The order by its number and e-mail, the lines and gift vouchers to withdraw, the confirmation;
 * each step's heading takes the focus, as a new page would.
 */
const WithdrawalPage = () => {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const session = useSession();
  const [params] = useSearchParams();
  const numberParam = (params.get(ORDER_PARAM) ?? '').trim();
  const signature = params.get(SIGNATURE_PARAM)?.trim() || undefined;
  const [step, setStep] = useState<Step>({ name: 'lookup' });
  const [refusal, setRefusal] = useState<string | null>(null);
  useStepFocus(root, STEP_INDEX[step.name]);

  useEffect(() => {
    document.title = `${t('withdrawal.title')} | Fotoobraz`;
  }, [t]);

  const email = session.account?.email ?? '';
  // Back from step 2, the form shows what was looked up; else what the link and session know.
  // A signed link, or a signed-in customer's e-mail, opens the order at once.
  const [lastLookup, setLastLookup] = useState<WithdrawalLookupRequest | null>(null);
  const known = useMemo(
    () =>
      lastLookup
        ? { orderNumber: lastLookup.orderNumber, email: lastLookup.email ?? email, complete: false }
        : {
            orderNumber: numberParam,
            email,
            token: signature,
            complete: Boolean(numberParam && (signature || email)),
          },
    [lastLookup, numberParam, email, signature],
  );

  const refused = <T,>(answer: Answer<T>): answer is Extract<Answer<T>, { ok: false }> => {
    setRefusal(answer.ok ? null : refusalText(answer, t));
    return !answer.ok;
  };

  const lookup = useMutation({
    mutationFn: lookupOrder,
    onSuccess: (answer, request) => {
      setLastLookup(request);
      if (!refused(answer)) setStep({ name: 'choose', lookup: request, order: answer.data });
    },
  });

  const { mutate: lookUp } = lookup;
  useEffect(() => {
    if (!known.complete) return;
    // With the link's signature the e-mail is not needed (nor checked).
    const request = WithdrawalLookupSchema.safeParse(
      'token' in known && known.token
        ? { orderNumber: known.orderNumber, token: known.token }
        : known,
    );
    if (request.success) lookUp(request.data);
  }, [known, lookUp]);
  const confirm = useMutation({
    mutationFn: submitWithdrawal,
    onSuccess: (answer) => {
      if (!refused(answer)) setStep({ name: 'done', receipt: answer.data });
    },
  });

  const onConfirm = (lookupRequest: WithdrawalLookupRequest, choice: WithdrawalChoice) =>
    confirm.mutate({
      ...lookupRequest,
      // Naming only what was chosen: a list left empty would ask for everything.
      lines: choice.lines.length > 0 ? choice.lines : undefined,
      giftVouchers: choice.giftVouchers.length > 0 ? choice.giftVouchers : undefined,
      reason: choice.reason.trim() || undefined,
      name: choice.name.trim() || undefined,
    });

  const title =
    step.name === 'choose'
      ? t('withdrawal.choose.title', { number: step.order.orderNumber })
      : step.name === 'done'
        ? t('withdrawal.done.title')
        : t('withdrawal.title');

  return (
    <Container ref={root} maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {step.name === 'lookup' && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('withdrawal.intro')}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {step.name === 'lookup' && (
          <LookupStep
            known={known}
            busy={lookup.isPending}
            refusal={refusal}
            onLookup={(request) => lookup.mutate(request)}
          />
        )}
        {step.name === 'choose' && (
          <ChooseStep
            order={step.order}
            busy={confirm.isPending}
            refusal={refusal}
            onConfirm={(choice) => onConfirm(step.lookup, choice)}
            onBack={() => {
              setRefusal(null);
              setStep({ name: 'lookup' });
            }}
          />
        )}
        {step.name === 'done' && <DoneStep receipt={step.receipt} />}
      </Paper>
    </Container>
  );
};

export default WithdrawalPage;
