/** Under this age, a learner with a login of their own needs a parent's confirmation (decisions.md 1). */
export const PARENT_CONSENT_AGE = 13;

/**
 * Whether giving this age makes a parent's confirmation necessary: a learner with their own login,
 * under 13, whom no parent has confirmed yet. Once needed it stays needed until the parent
 * confirms; a later, older age does not clear it (issue 7.7).
 */
export function isParentConsentNeeded(learner: {
  hasOwnLogin: boolean;
  age: number | null | undefined;
  hasParentConsent: boolean;
}): boolean {
  return (
    learner.hasOwnLogin &&
    learner.age != null &&
    learner.age < PARENT_CONSENT_AGE &&
    !learner.hasParentConsent
  );
}
