export interface LegalSection {
  /** Stable id for the in-page anchor, kebab-case, e.g. 'user-representations'. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const TERMS_UPDATED = 'November 21, 2026';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-services',
    title: 'Our services',
    paragraphs: [
      'Job Tracker is a job-application tracker for designers that is part of the Showcase, a site where designers publish portfolios and case studies. Signed-in designers can keep a private list of the jobs they have applied for and move each application across a board of hiring stages, from first contact to offer or rejection.',
      'When you add a company to your tracker, Job Tracker may also show you portfolios and case studies of other designers who work or worked there, drawn from the Showcase. In these Terms, we call Job Tracker and these related features the "Services".',
      'These Terms are an agreement between you and us, the team that operates the Showcase and Job Tracker. By creating an account or otherwise using the Services, you agree to these Terms; if you do not agree, please do not use the Services.',
    ],
  },
  {
    id: 'intellectual-property-rights',
    title: 'Intellectual property rights',
    paragraphs: [
      'We own or license the software, design, text, graphics, logos and other materials that make up the Services, apart from content that users submit. These materials are protected by copyright, trademark and other laws.',
      'We give you a personal, non-exclusive, non-transferable and revocable right to use the Services for your own job search. You may not copy, resell, reverse engineer or commercially exploit any part of the Services without our written permission.',
      'Portfolios and case studies shown in Job Tracker belong to the designers who published them. Viewing them in the Services does not give you any right to copy, reuse or republish their work.',
    ],
  },
  {
    id: 'user-representations',
    title: 'User representations',
    paragraphs: [
      'By using the Services, you confirm that you are at least 13 years old. If you are under the age of majority where you live, you confirm that a parent or guardian has read and agreed to these Terms on your behalf.',
      'You also confirm that the information you give us is true, accurate and kept up to date, that you have the legal capacity to agree to these Terms, and that you will not use the Services for any illegal or unauthorized purpose. You will not access the Services through bots, scripts or other automated means except as we expressly allow.',
      'If any of these statements stops being true, we may suspend or close your account.',
    ],
  },
  {
    id: 'user-registration',
    title: 'User registration',
    paragraphs: [
      'You need an account to use Job Tracker. You can sign up with an e-mail address and password, or sign in with your Google account.',
      'You are responsible for keeping your password secret and for everything that happens under your account. If you think someone else has accessed your account, change your password and contact us straight away.',
      'We may refuse a registration or remove an account that impersonates someone else, uses a misleading name, or otherwise breaks these Terms.',
    ],
  },
  {
    id: 'prohibited-activities',
    title: 'Prohibited activities',
    paragraphs: [
      'You may use the Services only to organize your own job search and to learn from the work designers have chosen to share. You agree not to use them for anything else.',
      "In particular, you must not scrape or bulk-download portfolios, case studies or profile information; contact or harass designers shown in the Services for purposes they have not invited, such as unsolicited sales or recruitment spam; try to access another person's account or data; probe, overload or interfere with the Services or their security; upload malware; or use the Services to break any law.",
      'You also must not misrepresent your identity or affiliation, copy the Services to build a competing product, or help anyone else do any of these things.',
    ],
  },
  {
    id: 'user-generated-contributions',
    title: 'User generated contributions',
    paragraphs: [
      'The Services let you create and store content, such as job applications, company names, role titles, links, notes and dates. Portfolios, case studies and any other material you publish to the Showcase are also contributions. Together we call these "Contributions".',
      'Your job applications and notes in Job Tracker are private to your account. Portfolios and case studies you publish to the Showcase are public and may be shown to other users, as described in these Terms.',
      "You are responsible for your Contributions. You confirm that you own them or have the right to share them, that they are accurate to the best of your knowledge, and that they do not infringe anyone's rights, reveal confidential information you are not allowed to share, or contain unlawful, abusive or misleading material.",
    ],
  },
  {
    id: 'contribution-licence',
    title: 'Contribution licence',
    paragraphs: [
      'You keep ownership of your Contributions. We do not claim any ownership of your job applications, notes, portfolios or case studies.',
      'To run the Services, you give us a worldwide, non-exclusive, royalty-free license to host, store, copy, process and display your Contributions. For private Contributions, such as your job applications, we use this license only to provide the Services to you; for Contributions you publish to the Showcase, it also covers showing them to other users, including in Job Tracker.',
      'This license ends when you delete the Contribution or your account, except for copies kept for a limited time in backups or where the law requires us to keep them.',
    ],
  },
  {
    id: 'guidelines-for-reviews',
    title: 'Guidelines for reviews',
    paragraphs: [
      'Some parts of the Services may let you share opinions about companies, hiring processes, or the portfolios and case studies of other designers. Any review or comment you share must be based on your own experience and written honestly.',
      'Reviews must not contain offensive, discriminatory or threatening language, personal attacks, or private details about individual interviewers or employees. They must not include confidential information you are bound to protect, false statements, or content written to promote or harm a company where you have a conflict of interest.',
      'We may remove or decline to show any review that does not follow these guidelines. We do not verify reviews, and they reflect the views of their authors, not ours.',
    ],
  },
  {
    id: 'social-media',
    title: 'Social media',
    paragraphs: [
      'You can sign in to Job Tracker with your Google account. When you do, you allow us to receive the basic profile information Google shares with us, as described in our Privacy Notice.',
      "Your relationship with Google is governed by Google's own terms and policies, and we are not responsible for them. You can stop using Google sign-in at any time by removing Job Tracker's access in your Google account settings, though you may then need another way to sign in.",
    ],
  },
  {
    id: 'third-party-websites-and-content',
    title: 'Third-party websites and content',
    paragraphs: [
      'The Services may contain links to websites we do not control, such as job postings, company career pages, or external portfolio sites linked from a case study. Applications you track may also include links you added yourself.',
      'We do not check, endorse or take responsibility for third-party websites or their content, and visiting them is at your own risk. Their own terms and privacy policies apply when you use them.',
    ],
  },
  {
    id: 'services-management',
    title: 'Services management',
    paragraphs: [
      'We may monitor the Services for breaches of these Terms, and we may remove or restrict content or accounts that, in our reasonable judgment, break these Terms or put other users or the Services at risk.',
      'We may also take reasonable steps to keep the Services running well, such as limiting file sizes or request rates, and we may report unlawful activity to the appropriate authorities.',
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy policy',
    paragraphs: [
      'We care about the privacy of your job search. Our Privacy Notice explains what information we collect, how we use and share it, and the choices you have.',
      'By using the Services, you acknowledge that we will handle your information as described in the Privacy Notice, which forms part of these Terms.',
    ],
  },
  {
    id: 'copyright-infringements',
    title: 'Copyright infringements',
    paragraphs: [
      'We respect the intellectual property rights of others. If you believe that material in the Services, such as a portfolio or case study, infringes a copyright you own or control, please tell us at legal@showcase.example.',
      'Please include a description of the work you believe is infringed, where the material appears in the Services, your contact details, and a statement that your notice is accurate and that you are the owner or authorized to act for the owner. Knowingly false notices may make you liable for damages.',
      'We may remove or disable access to the material, and we may close the accounts of users who repeatedly infringe.',
    ],
  },
  {
    id: 'term-and-termination',
    title: 'Term and termination',
    paragraphs: [
      'These Terms apply for as long as you use the Services. You may stop using them and delete your account at any time.',
      'We may suspend or end your access to the Services, with or without notice, if you break these Terms or the law, or if we need to protect other users or the Services. If we close your account, you must not create a new one without our permission.',
      'Sections that by their nature should continue after termination, such as those on intellectual property, disclaimers and limits on our responsibility, will continue to apply.',
    ],
  },
  {
    id: 'modifications-and-interruptions',
    title: 'Modifications and interruptions',
    paragraphs: [
      'We may change, add or remove features of the Services at any time, including the hiring stages on the board and the designer insights we show. We will try to give notice of significant changes, but we are not obliged to keep any particular feature.',
      'We cannot promise that the Services will always be available or free of errors. Maintenance, technical problems, or issues with our hosting and database providers may cause interruptions, and we are not liable for any loss or inconvenience they cause.',
      'We may update these Terms from time to time. The date at the top of this page shows when they last changed, and continuing to use the Services after a change means you accept the updated Terms.',
    ],
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    paragraphs: [
      'The Services are provided "as is" and "as available". To the fullest extent allowed by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
      'We do not guarantee that information in the Services, including portfolios, case studies and company details, is accurate, complete or current. You use the Services and rely on their content at your own risk.',
      'To the fullest extent allowed by law, we are not liable for any indirect, incidental, special or consequential damages, or for any lost opportunities, data or profits, arising from your use of the Services. Nothing in these Terms limits any rights you have that cannot be limited by law.',
    ],
  },
  {
    id: 'user-data',
    title: 'User data',
    paragraphs: [
      'We store the data you enter in Job Tracker, such as your applications and their stages, so that you can use the Services. We take reasonable steps to protect and back up this data, but no system is completely safe.',
      'You are responsible for the data you add and for keeping your own copy of anything important to you. To the extent allowed by law, we are not liable for the loss or corruption of your data.',
    ],
  },
  {
    id: 'portfolio-use-consent',
    title: 'Portfolio use consent',
    paragraphs: [
      'If you submit a portfolio or case study to the Showcase, you consent to it being shown to job seekers in Job Tracker as an example of the work of people who work or worked at a company listed in your submission.',
      'This means other designers tracking an application with that company may see your name, your portfolio or case study, and the company connection you provided. We show only what you have published to the Showcase, not your private job applications.',
      'You can withdraw this consent by removing the portfolio or case study from the Showcase or by changing the company details in your submission. It will then stop appearing in Job Tracker, though it may take a short time for every copy to update.',
    ],
  },
  {
    id: 'no-guarantee-of-job-placement',
    title: 'No guarantee of job placement',
    paragraphs: [
      'Job Tracker helps you organize your job search; it does not find you a job. We do not guarantee that using the Services will lead to interviews, offers, or any response from the companies you apply to.',
      "We are not a recruiter or employment agency, and we are not part of any company's hiring process. Hiring decisions are made only by the employers you apply to.",
    ],
  },
  {
    id: 'community-standards',
    title: 'Community standards',
    paragraphs: [
      'The Showcase and Job Tracker are built for designers who learn from each other. Please treat other designers and their work with respect, and give credit where it is due.',
      "Do not present other people's work as your own, misstate your role on a project, or use someone's portfolio to criticize or shame them publicly. If you contact a designer you discovered through the Services, be polite, be clear about why you are reaching out, and accept it if they do not reply.",
      'We may remove content or restrict accounts that fall short of these standards.',
    ],
  },
  {
    id: 'designer-insights-based-on-company',
    title: 'Designer insights based on company',
    paragraphs: [
      'When you add a company to your tracker, Job Tracker may show you portfolios or case studies of other designers who work or worked at that company. These come from public submissions to the Showcase.',
      'The company connection is provided by the designers themselves, and we do not verify it. Insights may be incomplete or outdated, for example if a designer has changed jobs or has not listed every employer.',
      'Showing a portfolio or case study is not an endorsement by us, by the designer, or by the company, and it does not mean the designer is involved in hiring or can help with your application.',
    ],
  },
  {
    id: 'nda-disclaimer',
    title: 'NDA disclaimer',
    paragraphs: [
      "Case studies are published by their authors, who are responsible for respecting any non-disclosure agreements or other confidentiality obligations that apply to their work. We do not check whether a case study complies with an author's NDA.",
      'If you believe a case study reveals confidential information, please report it to legal@showcase.example with a link to the case study and a description of your concern. We will review reports and may remove content while we look into them.',
    ],
  },
];

export const TERMS_CONTACT: LegalSection = {
  id: 'contact-us',
  title: 'Contact us',
  paragraphs: [
    'If you have questions about these Terms, want to report a problem, or need to reach us about your account, please e-mail legal@showcase.example.',
    'We aim to reply within a reasonable time, and we may ask you to confirm your identity before discussing details of an account.',
  ],
};
