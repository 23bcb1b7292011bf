import { describe, expect, it } from 'vitest';
import { serverT } from './i18n.ts';

describe('server texts in Brazilian Portuguese', () => {
  it('errors, mails and reports take the pt-BR overlay; what it leaves out falls back to pt', () => {
    expect(serverT('pt-BR', 'server')('team.notInTeam')).toBe('Esta pessoa não faz parte da sua equipe.');
    expect(serverT('pt', 'server')('team.notInTeam')).toBe('Esta pessoa não faz parte da sua equipa.');
    expect(serverT('pt-BR', 'mail')('reset.subject')).not.toContain('palavra-passe');
    expect(serverT('pt-BR', 'auth')('field.password')).toBe(serverT('pt', 'auth')('field.password'));
  });

  it('counts with each variant’s plural rules: no "0 avaliação" in either', () => {
    for (const locale of ['pt', 'pt-BR']) {
      const t = serverT(locale, 'common');
      expect(t('tool.ratings', { average: '0.0', count: 0 })).toContain('0 avaliações');
      expect(t('tool.ratings', { average: '5.0', count: 1 })).toContain('1 avaliação');
    }
  });

  it('the out-of-credits and expired texts say "the tools", never a literal "fixer"', () => {
    for (const locale of ['fr', 'pt', 'pt-BR', 'es', 'sw']) {
      const t = serverT(locale, 'server');
      for (const text of [
        t('credits.outOfCredits'),
        t('credits.expired'),
        serverT(locale, 'tools')('outOfCredits.text'),
        serverT(locale, 'dashboard')('expired.text'),
      ]) {
        expect(text).not.toMatch(/fix|repar|rekebish/i);
        expect(text).toMatch(/outils|ferramentas|herramientas|zana/);
      }
    }
    expect(serverT('en', 'server')('credits.outOfCredits')).toBe(
      "You've used all your available credits. Purchase more credits to continue using fixer tools.",
    );
  });
});
