import type { ComponentType, SVGProps } from 'react';
import {
  FacebookIcon,
  GitHubIcon,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  XIcon,
  YouTubeIcon,
} from './socialIcons';

export type SocialLink = {
  network: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/diningdiary', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/diningdiary', Icon: InstagramIcon },
  { network: 'X', href: 'https://x.com/diningdiary', Icon: XIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/diningdiary', Icon: LinkedInIcon },
  { network: 'TikTok', href: 'https://www.tiktok.com/@diningdiary', Icon: TikTokIcon },
  { network: 'GitHub', href: 'https://github.com/diningdiary', Icon: GitHubIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@diningdiary', Icon: YouTubeIcon },
];
