import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  orderNumberOf,
  VOUCHER_MAX_EUR,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_EUR,
  VOUCHER_VALUES,
  type GiftVoucherOrder,
} from '@fotoobraz/domain';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SideBySide } from '../../../components/side-by-side';
import { EMPTY_BASKET } from '../../../lib/basket/basket-api';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { useSchemaForm, type SchemaForm } from '../../../lib/forms/use-schema-form';
import { addGiftVoucher } from '../../../lib/gift-vouchers/voucher-storage';
import { enqueueToast } from '../../../lib/toasts/toasts';
import { BasketCheckout } from '../basket/basket-checkout';
import { ArrivalHeading } from '../components/thank-you';
import { VoucherCard } from '../gift-vouchers/voucher-card';
import {
  chosenValueOf,
  GIFT_VOUCHER_RULES,
  giftVoucherDefaults,
  giftVoucherOf,
  OTHER_VALUE,
  sendOnRange,
  type GiftVoucherValues,
} from '../model/gift-voucher-form';

type VoucherForm = SchemaForm<GiftVoucherValues, unknown>;

/** The value's chips: a radio group a keyboard walks with Tab and picks with Enter or Space (the chip's button). */
const ValueChoice = ({ form }: { form: VoucherForm }) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="amount"
      render={({ field }) => {
        const chip = (value: string, label: string) => (
          <Chip
            key={value}
            role="radio"
            aria-checked={field.value === value}
            label={label}
            clickable
            color={field.value === value ? 'primary' : 'default'}
            variant={field.value === value ? 'filled' : 'outlined'}
            onClick={() => field.onChange(value)}
            sx={{ fontSize: '1rem', fontWeight: 600, height: 44, px: 1 }}
          />
        );
        return (
          <Box
            role="radiogroup"
            aria-labelledby="voucher-value-label"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {VOUCHER_VALUES.map((value) => chip(String(value), `${value} €`))}
            {chip(OTHER_VALUE, t('giftVoucher.otherValue'))}
          </Box>
        );
      }}
    />
  );
};

/** The form: value, recipient, message, and where the voucher's mail goes. */
const VoucherFields = ({ form }: { form: VoucherForm }) => {
  const { t } = useTranslation();
  const [amount, message, delivery] = useWatch({
    control: form.control,
    name: ['amount', 'message', 'delivery'],
  });
  const range = sendOnRange();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography id="voucher-value-label" sx={{ fontWeight: 700, mb: 1 }}>
          {t('giftVoucher.value')}
        </Typography>
        <ValueChoice form={form} />
      </Box>
      {amount === OTHER_VALUE && (
        <FormTextField
          form={form}
          name="otherValue"
          label={t('giftVoucher.otherValueField')}
          required
          helperText={t('giftVoucher.otherValueHint', {
            min: VOUCHER_MIN_EUR,
            max: VOUCHER_MAX_EUR,
          })}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          }}
        />
      )}
      <FormTextField
        form={form}
        name="recipientName"
        label={t('giftVoucher.recipientName')}
        required
        helperText={t('giftVoucher.recipientNameHint')}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <FormTextField
        form={form}
        name="message"
        label={t('giftVoucher.message')}
        multiline
        minRows={3}
        helperText={t('giftVoucher.messageCount', {
          count: message.trim().length,
          max: VOUCHER_MESSAGE_MAX,
        })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
          {t('giftVoucher.delivery')}
        </Typography>
        <Controller
          control={form.control}
          name="delivery"
          render={({ field }) => (
            <RadioGroup name={field.name} value={field.value} onChange={field.onChange}>
              <FormControlLabel
                value="buyer"
                control={<Radio />}
                label={t('giftVoucher.toBuyer')}
              />
              <FormControlLabel
                value="recipient"
                control={<Radio />}
                label={t('giftVoucher.toRecipient')}
              />
            </RadioGroup>
          )}
        />
      </Box>
      {delivery === 'recipient' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
          <FormTextField
            form={form}
            name="sendTo"
            label={t('giftVoucher.sendTo')}
            required
            slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
          />
          <FormTextField
            form={form}
            name="sendOn"
            type="date"
            label={t('giftVoucher.sendOn')}
            required
            helperText={t('giftVoucher.sendOnHint')}
            slotProps={{
              inputLabel: { shrink: true },
              // The picker offers only the days the shop sends on; the form still checks typing.
              htmlInput: { min: range.min, max: range.max },
            }}
          />
        </Box>
      )}
    </Box>
  );
};

/** The live card beside the form, drawn from what the form holds now. */
const LivePreview = ({ form }: { form: VoucherForm }) => {
  const { t } = useTranslation();
  const [amount, otherValue, recipientName, message] = useWatch({
    control: form.control,
    name: ['amount', 'otherValue', 'recipientName', 'message'],
  });
  const value = chosenValueOf({ amount, otherValue });
  return (
    <Box
      component="section"
      aria-labelledby="voucher-preview-title"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id="voucher-preview-title" variant="h6" component="h2">
        {t('giftVoucher.preview')}
      </Typography>
      <VoucherCard
        value={value !== null && Number.isInteger(value) ? value : null}
        recipientName={recipientName}
        message={message}
      />
    </Box>
  );
};

/** 'Objednať teraz': the order form for this one voucher, nothing to hand over. */
const VoucherCheckout = ({ voucher, onBack }: { voucher: GiftVoucherOrder; onBack(): void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        {t('giftVoucher.back')}
      </Button>
      <ArrivalHeading>{t('giftVoucher.checkoutTitle')}</ArrivalHeading>
      <Box sx={{ maxWidth: 420, mb: 3 }}>
        <VoucherCard
          small
          value={voucher.value}
          recipientName={voucher.recipientName}
          message={voucher.message}
        />
      </Box>
      <BasketCheckout
        basket={EMPTY_BASKET}
        giftVouchers={[voucher]}
        // The basket's page thanks for every order the same way, by the order's number.
        onOrdered={(order) => void navigate(`/kosik?objednavka=${orderNumberOf(order)}`)}
      />
    </>
  );
};

/**
 * /darcekova-poukazka: a gift voucher of a chosen value for a named person, with a message, sent
 * to the buyer or by e-mail to the recipient on a chosen day; put into the basket beside the
 * pieces, or ordered at once on its own.
 */
const GiftVoucherPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSchemaForm<GiftVoucherValues, unknown>({
    ...GIFT_VOUCHER_RULES,
    defaultValues: giftVoucherDefaults(),
  });
  const [ordering, setOrdering] = useState<GiftVoucherOrder | null>(null);

  const toBasket = () => {
    const voucher = giftVoucherOf(form.getValues());
    addGiftVoucher(voucher);
    enqueueToast(t('giftVoucher.added', { name: voucher.recipientName }), { variant: 'success' });
    void navigate('/kosik');
  };
  const orderNow = () => setOrdering(giftVoucherOf(form.getValues()));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      {ordering ? (
        <VoucherCheckout voucher={ordering} onBack={() => setOrdering(null)} />
      ) : (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('giftVoucher.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 0.5 }}>
            {t('giftVoucher.lead')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t('giftVoucher.validity')}
          </Typography>
          <SideBySide from="md" columns="minmax(0, 6fr) minmax(0, 5fr)" gap={{ xs: 3, md: 4 }}>
            <Box
              component="form"
              noValidate
              aria-labelledby="voucher-form-title"
              onSubmit={(event) => event.preventDefault()}
            >
              {/* Not the page's title again: the form is the voucher the customer makes. */}
              <Typography id="voucher-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('giftVoucher.formTitle')}
              </Typography>
              <VoucherFields form={form} />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<AddShoppingCartIcon />}
                  onClick={() => void form.handleSubmit(toBasket)()}
                >
                  {t('giftVoucher.addToBasket')}
                </Button>
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => void form.handleSubmit(orderNow)()}
                >
                  {t('giftVoucher.orderNow')}
                </Button>
              </Box>
            </Box>
            <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 } }}>
              <LivePreview form={form} />
            </Paper>
          </SideBySide>
        </>
      )}
    </Container>
  );
};

export default GiftVoucherPage;
