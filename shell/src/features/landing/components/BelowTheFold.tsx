import { HowItWorks } from './HowItWorks';
import { LogoStrip } from './LogoStrip';
import { SignUpCta } from './SignUpCta';
import { Testimonials } from './Testimonials';

/** The landing page sections under the screenshots: a separate chunk, fetched as soon as the page first renders. */
export default function BelowTheFold() {
  return (
    <>
      <HowItWorks />
      <Testimonials />
      <LogoStrip />
      <SignUpCta />
    </>
  );
}
