// Where the portal points outside itself: the provider's public site (header). The support
// contacts are in lib/support-contacts.ts.

export const PUBLIC_SITE = 'https://jauc.example';

export const EXTERNAL_LINKS = [
  { id: 'vehicles', label: 'Header.links.vehicles', href: `${PUBLIC_SITE}/vehicles` },
  { id: 'specYourCar', label: 'Header.links.specYourCar', href: `${PUBLIC_SITE}/spec-your-car` },
  { id: 'howToBuy', label: 'Header.links.howToBuy', href: `${PUBLIC_SITE}/how-to-buy` },
  { id: 'aboutUs', label: 'Header.links.aboutUs', href: `${PUBLIC_SITE}/about-us` },
  { id: 'contactUs', label: 'Header.links.contactUs', href: `${PUBLIC_SITE}/contact-us` },
] as const;
