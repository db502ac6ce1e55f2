import { DateText, ILLUSTRATION_STYLE_MESSAGE } from '@shop/shared';
import { CHILD_PICTURES_REASONS, childPicturesReasonSchema } from '@shop/shared/validation';
import { Alert, Button, Card, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { type OrderDetail, useOrderStepMutation, useShowChildPicturesMutation } from '../api';
import { useT } from '../intl';
import { FormDialog } from './FormDialog';
import { PICTURES_REASON, useCodeLabel } from './labels';
import { useAction } from './useAction';

/**
 * The child's photo, portraits and book file, hidden until someone on the team says why they need them: the
 * server writes the reason to the audit log and answers short-lived links, kept only while this page is
 * open. Redrawing is offered beside the portraits, since deciding it means looking at them.
 */
export function ChildPictures({ order, canRedraw }: { order: OrderDetail['order']; canRedraw: boolean }) {
  const t = useT();
  const codeLabel = useCodeLabel();
  const run = useAction();
  const [show, { data: pictures, reset }] = useShowChildPicturesMutation();
  const [step] = useOrderStepMutation();
  const [asking, setAsking] = useState(false);
  const { photo, portraits, book_pdf } = order.child_pictures;
  if (!photo && !portraits && !book_pdf) return null;

  const redraw = () =>
    Modal.confirm({
      title: t('backoffice.order.redrawConfirm'),
      okText: t('backoffice.order.redraw'),
      cancelText: t('backoffice.action.cancel'),
      onOk: async () => {
        // The portraits on screen are the old round's: the new ones are asked for again once drawn.
        if (
          await run(
            () => step({ id: order.id, step: 'regenerate_characters', body: {} }).unwrap(),
            'backoffice.order.redrawing',
          )
        ) {
          reset();
        }
      },
    });

  return (
    <Card type="inner" size="small" title={t('backoffice.pictures.title')} style={{ marginTop: 12 }}>
      {pictures ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <div className="bo-pictures">
            {pictures.photo_url && (
              <img src={pictures.photo_url} alt={t('backoffice.order.photoAlt', { name: order.child.name })} />
            )}
            {pictures.characters.map((character) => (
              <img
                key={character.url}
                src={character.url}
                alt={t('backoffice.order.characterAlt', {
                  name: order.child.name,
                  style: codeLabel(ILLUSTRATION_STYLE_MESSAGE, character.style),
                })}
              />
            ))}
          </div>
          <Space wrap>
            {pictures.book_pdf_url && (
              <a href={pictures.book_pdf_url} target="_blank" rel="noreferrer">
                {t('backoffice.order.openPdf')}
              </a>
            )}
            {canRedraw && <Button onClick={redraw}>{t('backoffice.order.redraw')}</Button>}
            <Button onClick={reset}>{t('backoffice.pictures.hide')}</Button>
          </Space>
          <Typography.Text type="secondary">
            {t('backoffice.pictures.expires', { time: <DateText value={pictures.expires_at} time /> })}
          </Typography.Text>
        </Space>
      ) : (
        <Space direction="vertical">
          <Alert type="info" showIcon title={t('backoffice.pictures.hidden')} />
          <Button onClick={() => setAsking(true)}>{t('backoffice.pictures.show')}</Button>
        </Space>
      )}

      <FormDialog
        open={asking}
        title={t('backoffice.pictures.formTitle')}
        okText={t('backoffice.pictures.submit')}
        schema={childPicturesReasonSchema}
        onClose={() => setAsking(false)}
        onSubmit={(body) => run(() => show({ id: order.id, body }).unwrap(), 'backoffice.pictures.shown')}
      >
        <p>{t('backoffice.pictures.explain')}</p>
        <Form.Item name="reason" label={t('backoffice.reason')}>
          <Radio.Group>
            <Space direction="vertical">
              {CHILD_PICTURES_REASONS.map((reason) => (
                <Radio key={reason} value={reason}>
                  {t(PICTURES_REASON[reason])}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="note" label={t('backoffice.pictures.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
