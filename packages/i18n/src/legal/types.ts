// The platform's legal texts (issue 30): its terms, its own privacy policy and the standard policy a
// business uses until it publishes its own. Long texts, so they are separate modules the policy
// screens load on demand (never part of the first load); both languages have the same structure.
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  sections: LegalSection[];
}

export interface LegalTexts {
  /** The standard policy of a business (`business`: its name) that has not published its own. */
  businessPolicy(business: string): LegalDocument;
  platformPolicy: LegalDocument;
  platformTerms: LegalDocument;
}
