/**
 * The ambassador's personal coupon code: shown with a copy button, for friends who type it at the
 * checkout instead of following the link (Instagram stories, TikTok, a podcast), and changed once. The server
 * gives the code and checks a new one (shape, taken, already changed); its refusal shows under the field.
 */
import { api, isApiError, serverFieldErrors, showFieldErrors } from '@shop/shared';
import type { ChangeCouponCodeBody, CouponCodeJson, CouponCodeResponse } from '@shop/shared/contracts';
import { COUPON_CODE_MAX, COUPON_CODE_MESSAGE, couponCodeSchema } from '@shop/shared/validation';
import { Button, Card, Form, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Message, useT } from '../intl';
import { failureText } from '../pages/failure';
import { type Outcome, OutcomeAlert } from './OutcomeAlert';

// The card's own calls, kept beside it: nothing else in the portal reads the code.
const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCouponCode: build.query<CouponCodeJson, void>({
      query: () => '/referrals/coupon_code',
      extraOptions: { auth: true },
      transformResponse: (body: CouponCodeResponse) => body.coupon_code,
      // Signing in as someone else invalidates the profile, and with it this code.
      providesTags: ['Profile'],
    }),
    changeCouponCode: build.mutation<CouponCodeJson, string>({
      query: (code) => ({
        url: '/referrals/coupon_code',
        method: 'PUT',
        body: { coupon_code: { code } } satisfies ChangeCouponCodeBody,
      }),
      extraOptions: { auth: true },
      transformResponse: (body: CouponCodeResponse) => body.coupon_code,
      async onQueryStarted(_code, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(couponApi.util.upsertQueryData('getCouponCode', undefined, data));
      },
    }),
  }),
});

const { useGetCouponCodeQuery, useChangeCouponCodeMutation } = couponApi;

type CopyState = 'idle' | 'copied' | 'failed';
const FIELDS = ['code'] as const;

export function CouponCode() {
  const t = useT();
  const intl = useIntl();
  const { data: coupon, error: loadError } = useGetCouponCodeQuery();
  const [change, { isLoading }] = useChangeCouponCodeMutation();
  const [form] = Form.useForm<{ code: string }>();
  const [copy, setCopy] = useState<CopyState>('idle');
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const title = t('ambassador.coupon.title');
  if (!coupon) {
    return (
      <Card title={title} className="ap-card ap-coupon">
        {loadError ? (
          <OutcomeAlert outcome={{ type: 'error', text: failureText(loadError, t, 'common.error.generic') }} />
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
      </Card>
    );
  }

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const save = async () => {
    setOutcome(undefined);
    const checked = couponCodeSchema.safeParse(form.getFieldValue('code') ?? '');
    if (!checked.success) {
      showFieldErrors(form, intl, FIELDS, { code: COUPON_CODE_MESSAGE });
      return;
    }
    const result = await change(checked.data);
    if ('data' in result && result.data) {
      showFieldErrors(form, intl, FIELDS, {});
      setEditing(false);
      setCopy('idle');
      setOutcome({ type: 'success', text: t('ambassador.coupon.changed', { code: result.data.code }) });
      return;
    }
    if (!showFieldErrors(form, intl, FIELDS, serverFieldErrors(result.error))) {
      const text = isApiError(result.error) ? failureText(result.error, t, 'common.error.generic') : undefined;
      setOutcome({ type: 'error', text: text ?? t('common.error.generic') });
    }
  };

  return (
    <Card title={title} className="ap-card ap-coupon">
      <p>
        <Message id="ambassador.coupon.text" values={{ discount: coupon.discount_percent / 100 }} />
      </p>
      <Space.Compact className="ap-link__row">
        <Input
          readOnly
          value={coupon.code}
          aria-label={title}
          className="ap-coupon__code"
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" onClick={onCopy}>
          <Message id="ambassador.coupon.copy" />
        </Button>
      </Space.Compact>
      <p className="ap-link__status" role="status" aria-live="polite">
        {copy === 'copied' && <Message id="ambassador.coupon.copied" />}
        {copy === 'failed' && <Message id="ambassador.coupon.copyFailed" />}
      </p>
      <OutcomeAlert outcome={outcome} />
      {coupon.changeable && !editing && (
        <Button onClick={() => setEditing(true)}>
          <Message id="ambassador.coupon.change" />
        </Button>
      )}
      {!coupon.changeable && !outcome && (
        <p className="ap-muted">
          <Message id="ambassador.coupon.final" />
        </p>
      )}
      {editing && (
        <Form form={form} layout="vertical" onFinish={save} requiredMark={false} initialValues={{ code: '' }}>
          <p className="ap-muted">
            <Message id="ambassador.coupon.changeOnce" />
          </p>
          <Form.Item name="code" label={t('ambassador.coupon.newCode')}>
            <Input maxLength={COUPON_CODE_MAX} autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              <Message id="ambassador.coupon.save" />
            </Button>
            <Button
              onClick={() => {
                setEditing(false);
                showFieldErrors(form, intl, FIELDS, {});
              }}
            >
              <Message id="ambassador.coupon.cancel" />
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
