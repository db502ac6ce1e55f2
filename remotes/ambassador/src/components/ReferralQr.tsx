/**
 * The referral link as a QR code, for flyers, printed cards and a screen at an event: shown as SVG and downloadable
 * as PNG (a 1024 px canvas, sharp enough to print a few centimetres wide) and SVG (any size). Drawn in the browser by
 * antd's QRCode, so it works offline and needs no extra library.
 */
import { Button, Card, QRCode, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { Message, useT } from '../intl';

const PNG_SIZE = 1024;

function download(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

export function ReferralQr({ url, code }: { url: string; code: string }) {
  const t = useT();
  const shown = useRef<HTMLDivElement>(null);
  const print = useRef<HTMLDivElement>(null);
  const fileName = `storybook-referral-${code.toLowerCase()}`;

  const onPng = () => {
    const canvas = print.current?.querySelector('canvas');
    if (canvas) download(canvas.toDataURL('image/png'), `${fileName}.png`);
  };
  const onSvg = () => {
    const svg = shown.current?.querySelector('svg');
    if (!svg) return;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    const blob = new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' });
    const href = URL.createObjectURL(blob);
    download(href, `${fileName}.svg`);
    // The click has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  // The wrapper is the image with its name; antd's svg inside says role="img" again, nameless, to screen readers.
  useEffect(() => {
    shown.current?.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  });

  return (
    <Card title={t('ambassador.qr.title')} className="ap-qr">
      <div className="ap-qr__body">
        <div ref={shown} role="img" aria-label={t('ambassador.qr.label')} className="ap-qr__code">
          <QRCode value={url} type="svg" size={168} color="#1f1f1f" bgColor="#ffffff" errorLevel="M" />
        </div>
        <div className="ap-qr__text">
          <p>
            <Message id="ambassador.qr.text" />
          </p>
          <Space wrap>
            <Button onClick={onPng}>
              <Message id="ambassador.qr.png" />
            </Button>
            <Button onClick={onSvg}>
              <Message id="ambassador.qr.svg" />
            </Button>
          </Space>
        </div>
      </div>
      {/* The PNG's source: drawn once at print size, never shown. */}
      <div ref={print} hidden aria-hidden="true">
        <QRCode
          value={url}
          type="canvas"
          size={PNG_SIZE}
          color="#1f1f1f"
          bgColor="#ffffff"
          errorLevel="M"
          bordered={false}
        />
      </div>
    </Card>
  );
}
