import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../components/LegalPage';
import { PRIVACY_EMAIL } from '../components/contact';

/** `/privacy-policy` */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" lastUpdated="2025-01-15">
      <p>
        Dining Diary is a private diary of the restaurants you visit and the meals you eat. This
        policy explains what information we collect, why we collect it, how long we keep it, and the
        choices you have. We do not sell your personal information and we do not show ads.
      </p>

      <LegalSection title="Information you give us">
        <ul>
          <li>
            <strong>Account details:</strong> your email address, full name and password. Passwords
            are stored only as a one-way hash; nobody at Dining Diary can read them.
          </li>
          <li>
            <strong>Your diary:</strong> the restaurants, meals, dates, ratings, tags and notes you
            enter. This content is visible only to you.
          </li>
          <li>
            <strong>Photos:</strong> images you upload for your profile, restaurants and meals, with
            any captions you add. We check that uploads are images and create smaller copies so they
            load quickly. Photos taken with your device camera are uploaded only when you choose to
            capture and save them.
          </li>
          <li>
            <strong>Newsletter choice:</strong> whether you opted in to occasional product-update
            emails. You can change your mind at any time.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Location and restaurant discovery">
        <p>
          When you use Discover Nearby Restaurants, your browser asks for permission to share your
          location. If you allow it, your coordinates are used for that search only: they are sent
          to our servers and to the services below to find restaurants and name the area, and they
          are not stored in your account. You can always type a city, address or zip code instead.
        </p>
      </LegalSection>

      <LegalSection title="Yelp and other third-party data">
        <p>
          Restaurant search, details, photos and reviews are provided by Yelp through our servers,
          so your browser never talks to Yelp directly for these requests. When you link a
          restaurant to Yelp, we store the Yelp business id and the details you choose to import
          (such as name, address, phone, website and photos) with that restaurant. Yelp content
          remains subject to Yelp&apos;s own terms. Maps are drawn from a public map-tile service
          and place names from a public geocoding service, which receive the map area or coordinates
          being looked up.
        </p>
        <p>
          Links to delivery and reservation services (such as Uber Eats, DoorDash, Grubhub,
          OpenTable and Resy) open those services directly. Anything you do there is governed by
          their privacy policies, not this one.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. The app keeps a few values in your
          browser&apos;s storage so that it works:
        </p>
        <ul>
          <li>
            <code>token</code>: your sign-in session. It is kept in local storage when you sign up
            or choose to stay signed in, otherwise in session storage, which is cleared when the tab
            closes. It expires on its own and is removed when you log out.
          </li>
          <li>
            <code>user</code>: a copy of your name, email and profile photo, so the navigation bar
            can greet you without another request.
          </li>
          <li>
            <code>theme</code>: whether you prefer the light or the dark theme.
          </li>
          <li>
            <code>preferredLocationMethod</code>: whether you last searched nearby restaurants by
            your current location or by an address you typed.
          </li>
        </ul>
        <p>
          You can clear these at any time in your browser settings; you will simply be signed out.
        </p>
      </LegalSection>

      <LegalSection title="How we use your information">
        <ul>
          <li>To run your account and show your diary back to you.</li>
          <li>
            To send emails you asked for: password resets and, if you opted in, product updates.
          </li>
          <li>
            To keep the service secure, for example by limiting repeated failed sign-in attempts.
          </li>
          <li>To diagnose problems, using technical logs that are kept for a limited time.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Sharing">
        <p>
          We share information only with providers that help us run Dining Diary (hosting, file
          storage and email delivery), under contracts that limit their use of it to providing their
          service to us, and when the law requires it. We never share your diary with other users.
        </p>
      </LegalSection>

      <LegalSection title="Keeping and deleting your data">
        <p>
          We keep your information for as long as your account exists. You can edit or delete any
          restaurant, meal, tag or photo at any time. To delete your account and everything in it,
          email us from the address on your account; we will confirm and complete the deletion
          within 30 days, including removal from backups as they rotate out.
        </p>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          Traffic to Dining Diary is encrypted in transit, passwords are hashed, and sign-in
          sessions expire and are revoked when you log out. No system is perfectly secure, so please
          use a strong password that you do not reuse elsewhere.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          Dining Diary is not directed to children under 13 and we do not knowingly collect their
          data.
        </p>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <p>
          If we change this policy in a meaningful way, we will update the date above and tell you
          in the app or by email. Questions or requests about your data:{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. See also our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
