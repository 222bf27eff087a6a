import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../components/LegalPage';
import { SUPPORT_EMAIL } from '../components/contact';

/** `/terms` */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" lastUpdated="2025-01-15">
      <p>
        These terms govern your use of Dining Diary, a personal diary for restaurants and meals. By
        creating an account or using the service you agree to them. If you do not agree, please do
        not use Dining Diary.
      </p>

      <LegalSection title="Your account">
        <p>
          You need an account to keep a diary. Give us accurate details, keep your password to
          yourself and let us know at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you
          think someone else has used your account. You are responsible for activity under your
          account. You must be at least 13 years old to use Dining Diary.
        </p>
      </LegalSection>

      <LegalSection title="Your content">
        <p>
          The restaurants, meals, notes, ratings, tags and photos you add remain yours. You give us
          only the permission we need to store, process and display them to you, for example to
          create smaller copies of your photos. Upload only photos you took or have the right to
          use, and nothing unlawful.
        </p>
      </LegalSection>

      <LegalSection title="Acceptable use">
        <ul>
          <li>
            Do not try to access other people&apos;s diaries or our systems without permission.
          </li>
          <li>Do not overload the service, scrape it, or use it to send spam.</li>
          <li>Do not upload malware or content that infringes anyone&apos;s rights.</li>
        </ul>
        <p>We may suspend accounts that break these rules, and will tell you why where we can.</p>
      </LegalSection>

      <LegalSection title="Third-party services">
        <p>
          Restaurant listings, photos and reviews come from Yelp, and maps and place names from
          public map services. Links open delivery and reservation services such as Uber Eats,
          DoorDash, Grubhub, OpenTable and Resy. We do not control these services, cannot guarantee
          that their information is accurate or current, and their own terms apply when you use
          them.
        </p>
      </LegalSection>

      <LegalSection title="The service">
        <p>
          Dining Diary is free to use. We work to keep it available and your data safe, but we
          provide it &quot;as is&quot;, without warranties of any kind, and we may change or
          discontinue features. If we ever shut down the service we will give you at least 30
          days&apos; notice so that you can save your diary.
        </p>
      </LegalSection>

      <LegalSection title="Limitation of liability">
        <p>
          To the extent the law allows, Dining Diary is not liable for indirect or consequential
          losses, or for decisions you make based on information in the app, such as a restaurant
          listing that turns out to be out of date. Nothing in these terms limits rights you have
          under consumer protection law.
        </p>
      </LegalSection>

      <LegalSection title="Ending your account">
        <p>
          You can stop using Dining Diary at any time and ask us to delete your account, as
          described in our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <p>
          We may update these terms; when the changes matter we will tell you in the app or by email
          before they take effect. Questions:{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
