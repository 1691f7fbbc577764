import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedApplications, serviceClient, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { ignoreBoardLayoutWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { BoardPage } from './board-page';

/** A showcase portfolio at `company`, with `caseStudies` case studies about it; the company's name is unique to the test. */
async function showcase(company: string, caseStudies: number) {
  const key = company.toLowerCase();
  const { error } = await serviceClient()
    .from('portfolios')
    .insert({ name: `Designer at ${company}`, slug: `designer-${key}`, work_exp_1: company } as never);
  if (error) throw error;
  for (let i = 0; i < caseStudies; i += 1) {
    const study = await serviceClient()
      .from('casestudies')
      .insert({ name: `Study ${i} of ${company}`, slug: `study-${i}-${key}`, case_study_company: company } as never);
    if (study.error) throw study.error;
  }
}

const card = (company: string) =>
  screen.getByRole('button', { name: company }).closest<HTMLElement>('[data-testid^="application-card-"]')!;

describe('a card’s designers and case studies (against the emulator)', () => {
  ignoreBoardLayoutWarnings();

  it('counts the case studies about its company, and says nothing when there are none', async () => {
    const tag = randomUUID().slice(0, 8);
    const [none, one, two] = [`Nocase${tag}`, `Onecase${tag}`, `Twocase${tag}`];
    await showcase(none, 0);
    await showcase(one, 1);
    await showcase(two, 2);
    const account = await signUpTestAccount();
    await seedApplications([
      { company: none, position: 'Product Designer', order_key: 'a0' },
      { company: one, position: 'Product Designer', order_key: 'a1' },
      { company: two, position: 'Product Designer', order_key: 'a2' },
      { company: `Unknown${tag}`, position: 'Product Designer', order_key: 'a3' },
    ]);
    renderWithProviders(<BoardPage renderDetail={() => null} renderInsights={() => null} />, {
      auth: { user: account.user },
    });
    await screen.findByRole('region', { name: 'Wishlist (4)' }, { timeout: 10_000 });
    expect(await within(card(two)).findByText('2 case studies')).toBeInTheDocument();
    expect(within(card(one)).getByText('1 case study')).toBeInTheDocument();
    // The designer's avatar (their initial) shows on the card with no case study, and no count beside it.
    expect(within(card(none)).getByText('D')).toBeInTheDocument();
    expect(within(card(none)).queryByText(/case stud/)).not.toBeInTheDocument();
    // A company the showcase does not know gets no row of avatars at all, not an empty one.
    expect(card(none).querySelector('[class*="insights"]')).not.toBeNull();
    expect(card(`Unknown${tag}`).querySelector('[class*="insights"]')).toBeNull();
  });
});
