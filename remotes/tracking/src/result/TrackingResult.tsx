import { type DateFormats, type OrderStatus, type TrackOrderJson, useDates } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildTimeline, type TimelineStep } from './timeline';
import './tracking-result.css';

const FINAL: ReadonlySet<TimelineStep['key']> = new Set(['completed', 'refunded']);

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
              <FormattedMessage id={`tracking.step.${step.state}`} />
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
  const intl = useIntl();
  const statusLabel = (key: OrderStatus | 'placed') =>
    intl.formatMessage({ id: key === 'placed' ? 'tracking.timeline.placed' : `common.orderStatus.${key}` });
  const version = order.version ?? 'pdf';
  const { shipment } = order;
  const dates = useDates();

  return (
    <article className="tr-result" aria-labelledby="tr-result-title">
      <header className="tr-result__head">
        <h2 id="tr-result-title" tabIndex={-1}>
          <FormattedMessage id="tracking.result.title" values={{ number: order.order_number }} />
        </h2>
        <p className={`tr-badge tr-badge--${order.status}`}>
          <FormattedMessage id="tracking.result.status" values={{ status: statusLabel(order.status) }} />
        </p>
      </header>

      <dl className="tr-facts">
        <div>
          <dt>
            <FormattedMessage id="tracking.result.book" />
          </dt>
          <dd>{order.book_name}</dd>
        </div>
        {order.version && (
          <div>
            <dt>
              <FormattedMessage id="tracking.result.version" />
            </dt>
            <dd>
              <FormattedMessage id={`tracking.version.${order.version}`} />
            </dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="tracking.result.ordered" />
          </dt>
          <dd>
            <time dateTime={order.created_at}>{dates.long(order.created_at)}</time>
          </dd>
        </div>
      </dl>

      <div className="tr-now">
        <p>
          <FormattedMessage id={`tracking.hint.${order.status}`} values={{ version }} />
        </p>
        {order.download_url && (
          <p className="tr-download">
            <a className="shop-button" href={order.download_url} download>
              <svg className="tr-download__icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 4v11m-5-5 5 5 5-5M5 19h14" />
              </svg>
              <FormattedMessage id="tracking.download" />
            </a>
            <span className="tr-muted">
              <FormattedMessage id="tracking.download.hint" />
            </span>
          </p>
        )}
      </div>

      <div className="tr-columns">
        <section className="tr-card" aria-labelledby="tr-timeline-title">
          <h3 id="tr-timeline-title">
            <FormattedMessage id="tracking.timeline.title" />
          </h3>
          <Timeline steps={buildTimeline(order)} statusLabel={statusLabel} dates={dates} />
        </section>

        {shipment && (
          <section className="tr-card" aria-labelledby="tr-shipment-title">
            <h3 id="tr-shipment-title">
              <FormattedMessage id="tracking.shipment.title" />
            </h3>
            <dl className="tr-shipment">
              <div>
                <dt>
                  <FormattedMessage id="tracking.shipment.carrier" />
                </dt>
                <dd>{shipment.carrier}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="tracking.shipment.trackingNumber" />
                </dt>
                <dd className="tr-code">{shipment.tracking_number}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="tracking.shipment.shippedAt" />
                </dt>
                <dd>
                  <time dateTime={shipment.shipped_at}>{dates.long(shipment.shipped_at)}</time>
                </dd>
              </div>
              {shipment.estimated_delivery && !shipment.delivered_at && (
                <div>
                  <dt>
                    <FormattedMessage id="tracking.shipment.estimatedDelivery" />
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
                    <FormattedMessage id="tracking.shipment.deliveredAt" />
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
          <FormattedMessage id="tracking.history.title" />
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
