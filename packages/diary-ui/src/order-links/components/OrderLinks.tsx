import { useId } from 'react';
import { classNames } from '@dd/ui-kit';
import {
  openOrderLink,
  orderLinks,
  type OrderLink,
  type OrderLinkWindow,
} from '../model/orderLinks';
import styles from './OrderLinks.module.css';

export type OrderLinksProps = {
  /** 'Order & Reservations' on a restaurant, 'Order This Meal' on a meal. */
  title?: string;
  name: string;
  address?: string | null;
  yelpId?: string | null;
  dishName?: string | null;
  /** The section heading's level; the group headings are one below. */
  headingLevel?: 2 | 3;
  className?: string;
  /** The window links open in (tests pass a fake). */
  targetWindow?: OrderLinkWindow;
};

function LinkGroup({
  heading,
  level,
  links,
  targetWindow,
}: {
  heading: string;
  level: 3 | 4;
  links: OrderLink[];
  targetWindow?: OrderLinkWindow;
}) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.group} role="group" aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.groupHeading}>
        {heading}
      </Heading>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.service}>
            <button
              type="button"
              className={styles.link}
              onClick={() => openOrderLink(link, { window: targetWindow })}
            >
              {link.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Order & Reservations section: delivery and reservation services, each opening in a new tab. */
export function OrderLinks({
  title = 'Order & Reservations',
  name,
  address,
  yelpId,
  dishName,
  headingLevel = 2,
  className,
  targetWindow,
}: OrderLinksProps) {
  const headingId = useId();
  const { delivery, reservations } = orderLinks({ name, address, yelpId, dishName });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const groupLevel = headingLevel === 2 ? 3 : 4;
  return (
    <section className={classNames(styles.section, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <div className={styles.groups}>
        <LinkGroup
          heading="Delivery"
          level={groupLevel}
          links={delivery}
          targetWindow={targetWindow}
        />
        <LinkGroup
          heading="Reservations"
          level={groupLevel}
          links={reservations}
          targetWindow={targetWindow}
        />
      </div>
    </section>
  );
}
