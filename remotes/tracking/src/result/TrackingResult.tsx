import {
  type DateFormats,
  type ErasedItem,
  formatList,
  ORDER_STATUS_MESSAGE,
  type OrderStatus,
  type TrackOrderJson,
  useDates,
  useShop,
  VERSION_MESSAGE,
} from '@shop/shared';
import { Message, useT } from '../intl';
import type { TrackingMessageId } from '../messages';
import { buildTimeline, type StepState, type TimelineStep } from './timeline';
import './tracking-result.css';

const FINAL: ReadonlySet<TimelineStep['key']> = new Set(['completed', 'refunded']);

/** Said to a screen reader after each step's name. */
const STEP_STATE = {
  done: 'tracking.step.done',
  current: 'tracking.step.current',
  upcoming: 'tracking.step.upcoming',
} as const satisfies Record<StepState, TrackingMessageId>;

/** The parts of the order's personal data a deletion names (the order's `erasures`). */
const ERASED_ITEM = {
  photo: 'tracking.erased.item.photo',
  face_box: 'tracking.erased.item.face_box',
  features: 'tracking.erased.item.features',
  portraits: 'tracking.erased.item.portraits',
  preview: 'tracking.erased.item.preview',
  book: 'tracking.erased.item.book',
  child: 'tracking.erased.item.child',
  contact: 'tracking.erased.item.contact',
} as const satisfies Record<ErasedItem, TrackingMessageId>;

/** What was deleted of the order's data and when (the retention periods, a refund), one line per deletion. */
function Erasures({ order, dates }: { order: TrackOrderJson; dates: DateFormats }) {
  const t = useT();
  const { locale } = useShop();
  return order.erasures.map((erasure) => (
    <p key={erasure.at} className="tr-muted tr-erased">
      <Message
        id="tracking.erased"
        values={{
          date: <time dateTime={erasure.at}>{dates.long(erasure.at)}</time>,
          items: formatList(
            erasure.items.map((item) => t(ERASED_ITEM[item])),
            locale,
          ),
        }}
      />
    </p>
  ));
}

/** What happens next, for the order's status now. */
const HINT = {
  pending: 'tracking.hint.pending',
  waiting_for_payment: 'tracking.hint.waiting_for_payment',
  payment_failed: 'tracking.hint.payment_failed',
  paid: 'tracking.hint.paid',
  in_review: 'tracking.hint.in_review',
  story_writing: 'tracking.hint.story_writing',
  printing: 'tracking.hint.printing',
  ready_for_shipping: 'tracking.hint.ready_for_shipping',
  shipped: 'tracking.hint.shipped',
  delivered: 'tracking.hint.delivered',
  completed: 'tracking.hint.completed',
  failed: 'tracking.hint.failed',
  refund_requested: 'tracking.hint.refund_requested',
  refunded: 'tracking.hint.refunded',
} as const satisfies Record<OrderStatus, TrackingMessageId>;

function Timeline({
  steps,
  statusLabel,
  dates,
}: {
  steps: TimelineStep[];
  statusLabel: (key: TimelineStep['key']) => string;
  dates: DateFormats;
}) {
  return (
    <ol className="tr-timeline">
      {steps.map((step) => (
        <li
          key={step.key}
          // The last step of a finished order is both where it is and done: ringed and ticked.
          className={`tr-step tr-step--${step.state}${FINAL.has(step.key) ? ' tr-step--final' : ''}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="tr-step__dot" aria-hidden="true" />
          <span className="tr-step__text">
            <span className="tr-step__label">{statusLabel(step.key)}</span>
            <span className="visually-hidden">
              {' — '}
              <Message id={STEP_STATE[step.state]} />
            </span>
            {step.at && (
              <time className="tr-step__date" dateTime={step.at}>
                {dates.medium(step.at)}
              </time>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** What the tracking API says about one order: the path it takes, where it is, the parcel and the PDF. */
export function TrackingResult({ order }: { order: TrackOrderJson }) {
  const t = useT();
  const statusLabel = (key: OrderStatus | 'placed') =>
    t(key === 'placed' ? 'tracking.timeline.placed' : ORDER_STATUS_MESSAGE[key]);
  const version = order.version ?? 'pdf';
  const { shipment } = order;
  const dates = useDates();

  return (
    <article className="tr-result" aria-labelledby="tr-result-title">
      <header className="tr-result__head">
        <h2 id="tr-result-title" tabIndex={-1}>
          <Message id="tracking.result.title" values={{ number: order.order_number }} />
        </h2>
        <p className={`tr-badge tr-badge--${order.status}`}>
          <Message id="tracking.result.status" values={{ status: statusLabel(order.status) }} />
        </p>
      </header>

      <dl className="tr-facts">
        <div>
          <dt>
            <Message id="tracking.result.book" />
          </dt>
          <dd>{order.book_name}</dd>
        </div>
        {order.version && (
          <div>
            <dt>
              <Message id="tracking.result.version" />
            </dt>
            <dd>
              <Message id={VERSION_MESSAGE[order.version]} />
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Message id="tracking.result.ordered" />
          </dt>
          <dd>
            <time dateTime={order.created_at}>{dates.long(order.created_at)}</time>
          </dd>
        </div>
      </dl>

      <div className="tr-now">
        <p>
          <Message id={HINT[order.status]} values={{ version }} />
        </p>
        <Erasures order={order} dates={dates} />
        {order.download_url && (
          <p className="tr-download">
            <a className="shop-button" href={order.download_url} download>
              <svg className="tr-download__icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 4v11m-5-5 5 5 5-5M5 19h14" />
              </svg>
              <Message id="tracking.download" />
            </a>
            <span className="tr-muted">
              <Message id="tracking.download.hint" />
            </span>
          </p>
        )}
      </div>

      <div className="tr-columns">
        <section className="tr-card" aria-labelledby="tr-timeline-title">
          <h3 id="tr-timeline-title">
            <Message id="tracking.timeline.title" />
          </h3>
          <Timeline steps={buildTimeline(order)} statusLabel={statusLabel} dates={dates} />
        </section>

        {shipment && (
          <section className="tr-card" aria-labelledby="tr-shipment-title">
            <h3 id="tr-shipment-title">
              <Message id="tracking.shipment.title" />
            </h3>
            <dl className="tr-shipment">
              <div>
                <dt>
                  <Message id="tracking.shipment.carrier" />
                </dt>
                <dd>{shipment.carrier}</dd>
              </div>
              <div>
                <dt>
                  <Message id="tracking.shipment.trackingNumber" />
                </dt>
                <dd className="tr-code">{shipment.tracking_number}</dd>
              </div>
              <div>
                <dt>
                  <Message id="tracking.shipment.shippedAt" />
                </dt>
                <dd>
                  <time dateTime={shipment.shipped_at}>{dates.long(shipment.shipped_at)}</time>
                </dd>
              </div>
              {shipment.estimated_delivery && !shipment.delivered_at && (
                <div>
                  <dt>
                    <Message id="tracking.shipment.estimatedDelivery" />
                  </dt>
                  <dd>
                    <time dateTime={shipment.estimated_delivery}>
                      {dates.long(shipment.estimated_delivery, { calendarDay: true })}
                    </time>
                  </dd>
                </div>
              )}
              {shipment.delivered_at && (
                <div>
                  <dt>
                    <Message id="tracking.shipment.deliveredAt" />
                  </dt>
                  <dd>
                    <time dateTime={shipment.delivered_at}>{dates.long(shipment.delivered_at)}</time>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        )}
      </div>

      <details className="tr-history">
        <summary>
          <Message id="tracking.history.title" />
        </summary>
        <ol>
          {order.status_history.map((change) => (
            <li key={`${change.status}-${change.at}`}>
              <span>{statusLabel(change.status)}</span>
              <time dateTime={change.at}>{dates.withTime(change.at)}</time>
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
