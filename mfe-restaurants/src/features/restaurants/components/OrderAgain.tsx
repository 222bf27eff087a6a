import { useId, useState } from 'react';
import { openOrderLink, orderLinks } from '@dd/diary-ui';
import { Button } from '@dd/ui-kit';
import styles from './RestaurantSummary.module.css';

export type OrderAgainProps = {
  dishName: string;
  restaurantName: string;
  address?: string | null;
  yelpId?: string | null;
};

/** "Order again": reveals the delivery services, each searching this dish at the restaurant. */
export function OrderAgain({ dishName, restaurantName, address, yelpId }: OrderAgainProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { delivery } = orderLinks({ name: restaurantName, address, yelpId, dishName });
  return (
    <div className={styles.orderAgain}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Order again: ${dishName}`}
        onClick={() => setOpen((shown) => !shown)}
      >
        Order again
      </Button>
      {open && (
        <ul id={menuId} className={styles.services} aria-label={`Order ${dishName} with`}>
          {delivery.map((link) => (
            <li key={link.service}>
              <button type="button" className={styles.service} onClick={() => openOrderLink(link)}>
                {link.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
