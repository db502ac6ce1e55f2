import { COMMISSION_RATE_BPS, useShop } from '@shop/shared';
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { Message, useT } from '../intl';

type CopyState = 'idle' | 'copied' | 'failed';

const NETWORKS = [
  {
    name: 'WhatsApp',
    href: (url: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
  {
    name: 'Telegram',
    href: (url: string, text: string) =>
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
] as const;

/** The ambassador's link, in the dashboard's language (the landing and its share preview speak it). */
export function useReferralUrl(code: string): string {
  const { config, localize } = useShop();
  return `${config.publicUrl}${localize(`/referrals/${code}`)}`;
}

/** The ambassador's link with copy and share: the first thing the dashboard shows, on a phone too. */
export function ReferralLink({ code }: { code: string }) {
  const t = useT();
  const { config } = useShop();
  const [copy, setCopy] = useState<CopyState>('idle');
  const url = useReferralUrl(code);
  const shareText = t('ambassador.link.shareText');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const onShare = () => {
    // A closed share sheet rejects; nothing to report.
    navigator.share({ title: config.siteName, text: shareText, url }).catch(() => undefined);
  };

  return (
    <Card title={t('ambassador.link.title')} className="ap-link">
      <p>
        <Message id="ambassador.link.text" values={{ commission: COMMISSION_RATE_BPS / 10_000 }} />
      </p>
      <Space.Compact className="ap-link__row">
        <Input
          readOnly
          value={url}
          aria-label={t('ambassador.link.title')}
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" onClick={onCopy}>
          <Message id="ambassador.link.copy" />
        </Button>
      </Space.Compact>
      <p className="ap-link__status" role="status" aria-live="polite">
        {copy === 'copied' && <Message id="ambassador.link.copied" />}
        {copy === 'failed' && <Message id="ambassador.link.copyFailed" />}
      </p>
      <p className="ap-muted">
        <Message id="ambassador.link.code" values={{ code: <strong>{code}</strong> }} />
      </p>
      <Space wrap>
        {canShare && (
          <Button onClick={onShare}>
            <Message id="ambassador.link.share" />
          </Button>
        )}
        {NETWORKS.map((network) => (
          <Button key={network.name} href={network.href(url, shareText)} target="_blank" rel="noopener noreferrer">
            <Message id="ambassador.link.shareOn" values={{ network: network.name }} />
          </Button>
        ))}
      </Space>
    </Card>
  );
}
