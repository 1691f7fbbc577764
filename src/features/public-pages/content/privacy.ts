import type { LegalSection } from './terms';

export const PRIVACY_UPDATED = 'November 25, 2026';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-information-we-collect',
    title: 'What information we collect',
    paragraphs: [
      'Account information: when you sign up, we collect your e-mail address and a password, which is stored only in hashed form by our authentication provider. If you sign in with Google, we receive your name, e-mail address and profile picture instead of a password.',
      'Job search information: the applications you add to your tracker, such as company names, role titles, hiring stages, dates, links and any notes you write. This information is private to your account.',
      'Usage information: if the site hosting Job Tracker has analytics enabled, we record page views and sign-up and login events. Like most websites, our hosting and database providers also keep basic technical logs, such as IP addresses, browser type and request times.',
    ],
  },
  {
    id: 'how-we-process-your-information',
    title: 'How we process your information',
    paragraphs: [
      'We use your information to create and secure your account, sign you in, store your applications and show them on your board, and keep the Services working. We use the companies you add to find portfolios and case studies on the Showcase from designers who work or worked there.',
      'We use usage information to understand how the Services are used, fix problems and improve features. We may also use your e-mail address to send you messages about your account or important changes to the Services.',
      'We do not sell your information, and we do not use your private job applications to advertise to you or share them with employers.',
    ],
  },
  {
    id: 'when-and-with-whom-we-share-your-information',
    title: 'When and with whom we share your information',
    paragraphs: [
      'We share information with service providers that help us run Job Tracker: Supabase, which hosts our database and handles authentication; Google, if you choose Google sign-in; and the analytics provider of the host site, when analytics is enabled. These providers may use your information only to provide their services to us.',
      'Your job applications are not visible to other users. Other designers do not see which companies you have added, and designers whose portfolios are shown to you are not told that you viewed them.',
      'We may also disclose information if the law requires it, to protect the rights and safety of our users or others, or as part of a merger, acquisition or sale of all or part of our business, in which case this notice will continue to apply to your information.',
    ],
  },
  {
    id: 'cookies-and-similar-technologies',
    title: 'Cookies and similar technologies',
    paragraphs: [
      "Job Tracker uses your browser's local storage to keep you signed in and to hold a cached copy of your profile, so pages load quickly. This information stays on your device, and it is removed when you sign out or clear your browser's site data.",
      "We use analytics only when the site hosting Job Tracker has enabled it. In that case, the host site's analytics tools may use cookies or similar technologies to record page views and sign-up and login events, as described in the host site's own cookie notice.",
    ],
  },
  {
    id: 'how-we-handle-your-social-logins',
    title: 'How we handle your social logins',
    paragraphs: [
      'If you sign in with Google, we receive your name, e-mail address and profile picture from Google. We use them to create your account, identify you when you sign in, and show your name and picture in the Services.',
      "We do not receive your Google password, and we do not access your contacts, e-mails or other Google data. How Google uses your information is governed by Google's own privacy policy, and you can remove Job Tracker's access from your Google account settings at any time.",
    ],
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    paragraphs: [
      'Our database provider, Supabase, and our other service providers may store and process your information on servers in countries other than the one where you live. Those countries may have data protection laws that differ from yours.',
      'Where we transfer information across borders, we rely on appropriate safeguards, such as standard contractual clauses offered by our providers, to protect it in line with this notice.',
    ],
  },
  {
    id: 'how-long-we-keep-your-information',
    title: 'How long we keep your information',
    paragraphs: [
      'We keep your applications until you delete them, and we keep your account information until you delete your account. Deleting your account also deletes every application and note stored with it.',
      'When you delete an application, we keep it for 10 minutes so that you can undo the deletion. After that it is erased, with its stage history, events and notes, within the following minute, whether or not you come back.',
      "Deleted information may remain in our providers' backups for a limited period before it is overwritten. We may keep some information longer only where the law requires us to, or to resolve disputes and enforce our Terms.",
    ],
  },
  {
    id: 'your-privacy-rights',
    title: 'Your privacy rights',
    paragraphs: [
      'You can ask to access the information we hold about you, correct it if it is wrong, delete it, or receive a copy of it in a portable format. You can edit or delete your applications directly in Job Tracker at any time.',
      'Where we rely on your consent, such as for Google sign-in, you can withdraw it at any time; this does not affect processing that took place before you withdrew it. Depending on where you live, you may also have the right to object to or restrict certain processing and to complain to your local data protection authority.',
      'To exercise any of these rights, contact us using the details below. We may need to confirm your identity before acting on your request.',
    ],
  },
  {
    id: 'how-to-contact-us',
    title: 'How to contact us',
    paragraphs: [
      'If you have questions about this notice or how we handle your information, or you want to exercise your privacy rights, e-mail us at privacy@showcase.example.',
      'We will respond as soon as we reasonably can and within any time limit set by the law that applies to you.',
    ],
  },
];
