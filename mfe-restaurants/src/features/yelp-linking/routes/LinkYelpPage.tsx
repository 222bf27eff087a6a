import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EditorLoading, EditorPage } from '@dd/diary-ui';
import { useBreadcrumbOverride } from '@dd/shell-kit';
import { buttonClassName, ErrorText } from '@dd/ui-kit';
import type { YelpBusinessForDraft } from '../../restaurant-editor';
import { unlinkedPlacesWalkQuery } from '../api/unlinkedPlacesApi';
import { useLinkPlace } from '../api/useLinkPlace';
import { LinkPlaceStep } from '../components/LinkPlaceStep';
import { LINKING_TEXTS as TEXT, summaryText } from '../model/linkingTexts';
import styles from '../components/YelpLinking.module.css';

const CRUMBS = [{ label: 'Restaurants', to: '/restaurants' }, { label: TEXT.pageTitle }];

/**
 * /restaurants/link-yelp: the imported places not linked to Yelp, one at a
 * time. Picking a Yelp listing links the place (as the edit page's Link to
 * Yelp does) and goes on; Skip goes on without; the end says what was done.
 */
export function LinkYelpPage() {
  useBreadcrumbOverride(CRUMBS);
  const walk = useInfiniteQuery(unlinkedPlacesWalkQuery());
  const link = useLinkPlace();
  const [index, setIndex] = useState(0);
  const [linked, setLinked] = useState(0);
  const [skipped, setSkipped] = useState(0);
  const [finished, setFinished] = useState(false);
  const [location, setLocation] = useState('');

  const places = walk.data?.pages.flatMap((page) => page.places) ?? [];
  const total = walk.data?.pages[0]?.total ?? 0;
  const place = places[index];
  const needsNextPage = !place && walk.hasNextPage && !walk.isFetchingNextPage;

  useEffect(() => {
    if (needsNextPage) void walk.fetchNextPage();
  }, [needsNextPage, walk]);

  function next() {
    link.reset();
    setIndex((current) => current + 1);
  }

  function pick(business: YelpBusinessForDraft) {
    if (!place) return;
    link.mutate(
      { placeId: place._id, business },
      {
        onSuccess: () => {
          setLinked((count) => count + 1);
          next();
        },
      },
    );
  }

  function skip() {
    setSkipped((count) => count + 1);
    next();
  }

  const done = finished || (walk.isSuccess && !place && !walk.hasNextPage);

  return (
    <EditorPage title={TEXT.pageTitle}>
      {walk.isError ? (
        <section className={styles.done}>
          <ErrorText>{TEXT.loadFailed}</ErrorText>
          <Link to="/restaurants" className={buttonClassName({ variant: 'secondary' })}>
            {TEXT.backToRestaurants}
          </Link>
        </section>
      ) : done ? (
        <section className={styles.done} aria-label={TEXT.done}>
          <p role="status" className={styles.summary}>
            {linked + skipped === 0 && total === 0 ? TEXT.noneLeft : summaryText(linked, skipped)}
          </p>
          {(skipped > 0 || finished) && <p className={styles.intro}>{TEXT.later}</p>}
          <Link to="/restaurants" className={buttonClassName()}>
            {TEXT.done}
          </Link>
        </section>
      ) : place ? (
        <>
          <p className={styles.intro}>{TEXT.intro}</p>
          <LinkPlaceStep
            place={place}
            position={index + 1}
            total={Math.max(total, places.length)}
            location={location}
            onLocationChange={setLocation}
            onPick={pick}
            onSkip={skip}
            onFinish={() => setFinished(true)}
            linking={link.isPending}
            error={link.isError ? link.error.message : null}
          />
        </>
      ) : (
        <EditorLoading text={TEXT.loading} />
      )}
    </EditorPage>
  );
}
