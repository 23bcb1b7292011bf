import { describe, expect, it } from 'vitest';
import { SALES_GOALS, SALES_OBJECTIONS, SALES_SCENARIOS, type SalesSetup } from '../../../shared/reports.ts';
import { closingLine, coreProduct, evidenceLine, linkToBenefitLine, modelObjectionAnswer } from './sales-templates.ts';

const BASE: SalesSetup = {
  product: 'grainSafe hermetic storage bags',
  scenario: 'B2C Consumer',
  objection: 'Price / Budget',
  goal: 'Close the Sale',
  difficulty: 'Medium (Skeptical Buyer)',
};

// A blank like "[their need]" or a bare "X hours" is something the rep cannot say out loud.
const BLANK = /\[[^\]]*\]|(?<![\p{L}\p{N}])\$?[XYZN](?![\p{L}\p{N}-])/u;

const everySetup = SALES_SCENARIOS.flatMap((scenario) =>
  SALES_OBJECTIONS.flatMap((objection) => SALES_GOALS.map((goal): SalesSetup => ({ ...BASE, scenario, objection, goal }))),
);

describe('sales templates', () => {
  it.each(everySetup)('leave no blank to fill for $scenario / $objection / $goal', (setup) => {
    const lines = [
      modelObjectionAnswer(setup),
      closingLine(setup),
      closingLine(setup, 'you lose grain every season'),
      linkToBenefitLine(setup),
      evidenceLine(setup),
    ];
    for (const line of lines) {
      expect(line).not.toMatch(BLANK);
      expect(line).toContain('grainSafe');
    }
  });

  it('says the prospect need back when the call had one', () => {
    const need = 'you lose grain to weevils every season';
    expect(closingLine(BASE, need)).toContain(`You said ${need};`);
    expect(closingLine({ ...BASE, goal: 'Book a Demo/Meeting' }, need)).toContain(`You said ${need},`);
    expect(linkToBenefitLine(BASE, need)).toContain(`So ${need};`);
    expect(closingLine(BASE)).not.toContain('You said');
  });

  it('asks the prospect for the figure instead of inventing one', () => {
    expect(modelObjectionAnswer(BASE)).toMatch(/what the problem costs you each month/);
    expect(modelObjectionAnswer({ ...BASE, objection: 'Value / Skepticism' })).not.toMatch(/\d/);
  });

  // Issue 26: "If the savings from our dairy vet subscription for dairy cooperatives are bigger…"
  // pasted the whole setup into a line to say.
  it.each([
    ['a dairy vet subscription for dairy cooperatives', 'our dairy vet subscription'],
    ['POS and stock software for pharmacies', 'our POS and stock software'],
    ['solar lamps for families', 'our solar lamps'],
    ['We sell solar lamps to families in rural Kenya.', 'our solar lamps'],
    ['I sell motorbike insurance to boda-boda riders', 'our motorbike insurance'],
    ['The water filter for homes', 'our water filter'],
    ['VetLine, a dairy vet subscription for cooperatives', 'VetLine'],
    ['SunBright solar lamps, sold wholesale to village shops', 'our SunBright solar lamps'],
    ['CRM', 'our CRM'],
  ])('names the thing sold, not the whole setup: %s', (product, core) => {
    expect(coreProduct(product)).toBe(core);
    const setup: SalesSetup = { ...BASE, product, goal: 'Book a Demo/Meeting' };
    expect(modelObjectionAnswer(setup)).toContain(`savings from ${core} are`);
    expect(closingLine(setup)).toContain(`demo of ${core} focused`);
  });
});
