import { Icon, type IconProps } from './icons';

/** Below the fold only (Testimonials): kept out of icons.tsx, which the hero's first paint loads. */
export function QuoteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21c3 0 7-1 7-8V5H3v7h4c0 3.5-1.5 5-4 5Z" />
      <path d="M14 21c3 0 7-1 7-8V5h-7v7h4c0 3.5-1.5 5-4 5Z" />
    </Icon>
  );
}
