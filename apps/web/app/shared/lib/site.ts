// Facts about the site that are not data: its name and the support line of the footer.
export const SITE_NAME = 'Lanka Trails';
export const SUPPORT_PHONE = '+94 81 220 4455';
export const SUPPORT_PHONE_HREF = 'tel:+94812204455';
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/lankatrails' },
  { name: 'Instagram', href: 'https://www.instagram.com/lankatrails' },
  { name: 'X (Twitter)', href: 'https://x.com/lankatrails' },
] as const;
