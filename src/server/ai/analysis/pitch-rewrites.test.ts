import { describe, expect, it } from 'vitest';
import {
  askTemplate,
  buildRewrittenOpening,
  cleanSentence,
  detectBusiness,
  isFragment,
  isMereEcho,
  problemTemplate,
  proofTemplate,
  solutionTemplate,
  splitRewrite,
  type PitchContent,
} from './pitch-rewrites.ts';

// What a line to say must not carry: brackets to fill in, X/Y/N, or a product with no name.
const PLACEHOLDER = /\[|\]|(?<![\p{L}\p{N}])\$?[XYZN](?![\p{L}\p{N}-])|\b(?:our|your|the) product\b/u;

const content = (over: Partial<PitchContent>): PitchContent => ({ investor: false, business: 'services', ...over });

describe('detectBusiness', () => {
  it('reads the kind of business from the pitch words', () => {
    expect(detectBusiness('ClinicQ is an app that sends a WhatsApp reminder to every patient.')).toBe('software');
    expect(detectBusiness('Poultry farmers lose birds before harvest; our feed is tested on the farm.')).toBe('agriculture');
    expect(detectBusiness('Our factory has 400 machines and makes crates.')).toBe('manufacturing');
    expect(detectBusiness('We deliver stock to spaza shops by van every morning; the delivery is free.')).toBe('distribution');
    expect(detectBusiness('At our tailoring service we sew uniforms.')).toBe('services');
  });
});

describe('lines to say', () => {
  const kinds = ['software', 'agriculture', 'manufacturing', 'distribution', 'services', 'shop'] as const;

  it('asks for a next step that fits the business, with a time and no placeholder', () => {
    const asks = kinds.map((business) => askTemplate(content({ business })));
    expect(new Set(asks).size).toBe(kinds.length);
    for (const ask of asks) {
      expect(ask).not.toMatch(PLACEHOLDER);
      expect(ask).toMatch(/today|this (?:week|afternoon|Friday)|next (?:week|Monday|Tuesday)/);
    }
    expect(askTemplate(content({ business: 'software', productName: 'ClinicQ' }))).toBe('Can I set up ClinicQ for you this week, free for the first month?');
    expect(askTemplate(content({ investor: true, money: '$2M' }))).toMatch(/^We're raising \$2M\. Can we book 20 minutes next week/);
  });

  it('fills problem, solution and proof lines with the pitch words, never with brackets', () => {
    for (const business of kinds) {
      for (const c of [content({ business }), content({ business, productName: 'StitchUp', audience: 'parents' })]) {
        for (const line of [problemTemplate(c), solutionTemplate(c), proofTemplate(c)]) expect(line).not.toMatch(PLACEHOLDER);
      }
    }
    expect(problemTemplate(content({ business: 'agriculture', productName: 'GrainSafe' }))).toBe(
      'Today, farmers lose part of every harvest before it reaches the market. GrainSafe fixes that.',
    );
  });
});

describe('buildRewrittenOpening', () => {
  const hedged = 'I think maybe our app could possibly help farmers a bit.';
  const problem = 'Farmers in Nakuru lose some of their potatoes after harvest, because the brokers pay very little.';

  it('turns the pain into a hook and says the solution anew, without the hedges', () => {
    const opening = buildRewrittenOpening(content({ business: 'agriculture', problemSentence: problem, solutionSentence: hedged, firstSentence: hedged }));
    expect(opening).toBe(
      'Did you know that farmers in Nakuru lose some of their potatoes after harvest, because the brokers pay very little? Here is how we fix that: our app could help farmers.',
    );
    expect(isMereEcho(opening, `${hedged} ${problem}`)).toBe(false);
  });

  it('says the named solution as the answer to the problem', () => {
    const opening = buildRewrittenOpening(
      content({
        productName: 'StockYangu',
        hookSentence: 'Every month, the average duka in Nairobi throws away 8,000 shillings of stock.',
        problemSentence: 'Every month, the average duka in Nairobi throws away 8,000 shillings of stock.',
        solutionSentence: 'StockYangu is a simple app that reads your M-Pesa sales.',
      }),
    );
    expect(opening).toBe(
      'Every month, the average duka in Nairobi throws away 8,000 shillings of stock. StockYangu, a simple app, fixes that: it reads your M-Pesa sales.',
    );
  });
});

describe('cleaning and splitting', () => {
  it('removes a recogniser stutter as well as fillers', () => {
    expect(cleanSentence('um so uh we are we are a company called uh fundi link')).toBe('We are a company called fundi link.');
  });

  it('splits a run-on at a joint it says anew, or gives up when there is none', () => {
    const runOn =
      'Business owners are scared because a lot of security companies take your money and then when something happens nobody comes and we started our company to fix that for good.';
    const split = splitRewrite(runOn, 50);
    expect(split).toContain('That is because');
    expect(isMereEcho(split ?? '', runOn)).toBe(false);
    expect(
      splitRewrite(
        'let me start with a question how many hours did your engineers lose last week waiting for builds in most startups we talked to the answer is six hours per engineer per week',
        50,
      ),
    ).toBeUndefined();
  });

  it('calls a trimmed or re-punctuated sentence an echo, and a rewrite not', () => {
    expect(isMereEcho('Farmers in Nakuru lose potatoes.', 'Um, farmers in Nakuru lose potatoes, I guess.')).toBe(true);
    expect(isMereEcho('Farmers in Nakuru lose potatoes.', 'Farmers in Nakuru, um, lose potatoes.')).toBe(false);
  });
});

describe('fragments left by cleaning', () => {
  it('reads a line that opens or stops on a joint as a fragment', () => {
    expect(isFragment(cleanSentence('and the seo basically i think your hotel needs a website'))).toBe(true);
    expect(isFragment('We deliver fresh fish to your kitchen by seven.')).toBe(false);
    expect(isFragment('We can print your bulletins for the.')).toBe(true);
  });
});
