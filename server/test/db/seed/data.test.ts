import { checkRfc } from '@muestrario/shared/rules';
import type { SeedData } from '../../../src/db/seed/types';
import * as data from '../../../src/db/seed/data';

const RFC_MORAL = /^[A-ZÑ&]{3}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z0-9]{3}$/;
const HEX = /^#[0-9A-F]{6}$/;
const { clients, garments, threads, samples, garmentSvg, logoSvg, demoUser } = data;

test('matches the SeedData shape the seeder expects', () => {
  const asSeedData: SeedData = data;
  expect(asSeedData.demoUser).toEqual({ username: 'demo', password: 'demo1234', firstName: 'Mariana', lastName: 'López', role: 'seller' });
  expect(demoUser.role).toBe('seller');
});

describe('clients', () => {
  test('at least 25 with unique card codes', () => {
    expect(clients.length).toBeGreaterThanOrEqual(25);
    expect(new Set(clients.map((c) => c.cardCode)).size).toBe(clients.length);
    expect(new Set(clients.map((c) => c.rfc)).size).toBe(clients.length);
  });
  test.each(clients.map((c) => [c.cardCode, c] as const))('%s has valid fields', (_code, c) => {
    // Clients C00001…, suppliers (business partners, issue 19) P00001….
    expect(c.cardCode).toMatch(c.partnerType === 'Proveedor' ? /^P\d{5}$/ : /^C\d{5}$/);
    expect(c.rfc).toMatch(RFC_MORAL);
    // The shared RFC rule: a real date and the SAT check digit (no warning on demo data).
    expect(checkRfc(c.rfc)).toMatchObject({ ok: true, rfc: c.rfc, personType: 'moral', warnings: [] });
    expect(c.phone1).toMatch(/^\d{10}$/);
    expect(c.zipCode).toMatch(/^\d{5}$/);
    expect(c.email).toMatch(/^[^\s@]+@[^\s@]+\.com\.mx$/);
    const department = c.partnerType === 'Proveedor' ? [] : [c.department];
    for (const field of [c.cardName, c.address, c.city, c.county, c.state, ...department]) expect(field.trim()).not.toBe('');
  });
});

describe('garments', () => {
  test('at least six garments, each with 2–4 views of 1–4 areas inside the picture', () => {
    expect(garments.length).toBeGreaterThanOrEqual(6);
    for (const g of garments) {
      expect(g.positions.length).toBeGreaterThanOrEqual(2);
      expect(g.positions.length).toBeLessThanOrEqual(4);
      for (const p of g.positions) {
        expect(p.width).toBeGreaterThan(0);
        expect(p.areas.length).toBeGreaterThanOrEqual(1);
        expect(p.areas.length).toBeLessThanOrEqual(4);
        for (const a of p.areas) {
          expect(a.title).not.toBe('');
          expect(a.areaLeft).toBeGreaterThanOrEqual(0);
          expect(a.areaTop).toBeGreaterThanOrEqual(0);
          expect(a.width).toBeGreaterThan(0);
          expect(a.height).toBeGreaterThan(0);
          expect(a.areaLeft + a.width).toBeLessThanOrEqual(100);
          expect(a.areaTop + a.height).toBeLessThanOrEqual(100);
        }
      }
    }
  });
  test('every referenced picture exists, is an SVG with a viewBox and uses the #GARMENT fill', () => {
    const files = garments.flatMap((g) => [g.image, ...g.positions.map((p) => p.image)]);
    for (const file of files) {
      expect(file).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/);
      const svg = garmentSvg(file);
      expect(svg).toBeDefined();
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 600"/);
      expect(svg).toContain('#GARMENT');
      expect(svg!.trim().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
    expect(garmentSvg('nope.svg')).toBeUndefined();
    expect(garmentSvg('toString')).toBeUndefined();
  });
});

describe('threads', () => {
  test('about 330 with unique ids and shelf positions, plus Oro and Plata', () => {
    expect(threads.length).toBeGreaterThanOrEqual(320);
    expect(threads.length).toBeLessThanOrEqual(340);
    expect(new Set(threads.map((t) => t.id)).size).toBe(threads.length);
    expect(new Set(threads.map((t) => t.posicion)).size).toBe(threads.length);
    const ids = threads.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['Oro', 'Plata']));
    for (const id of ids.filter((i) => i !== 'Oro' && i !== 'Plata')) expect(id).toMatch(/^\d+$/);
  });
  test('every entry is well formed and hex matches rgb', () => {
    for (const t of threads) {
      expect(t.nombre).toMatch(/^[A-Za-z][A-Za-z ]+$/);
      expect(t.color).toMatch(/\S/);
      expect(t.posicion).toMatch(/^([1-9]|[1-3]\d|40)[A-J]$/);
      expect(t.hex).toMatch(HEX);
      const m = /^rgb\((\d{1,3}), (\d{1,3}), (\d{1,3})\)$/.exec(t.rgb);
      expect(m).not.toBeNull();
      const hex = `#${m!.slice(1, 4).map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
      expect(hex).toBe(t.hex);
    }
  });
});

describe('samples', () => {
  test('about 30 covering every stage, with several in stages 1 and 2', () => {
    expect(samples.length).toBeGreaterThanOrEqual(28);
    expect(samples.length).toBeLessThanOrEqual(34);
    const stages = samples.map((s) => s.stage);
    expect(new Set(stages)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(stages.filter((s) => s === 1).length).toBeGreaterThanOrEqual(3);
    expect(stages.filter((s) => s === 2).length).toBeGreaterThanOrEqual(3);
  });
  test.each(samples.map((s) => [s.sampleName, s] as const))('%s is consistent', (_name, s) => {
    expect(clients[s.clientIndex]).toBeDefined();
    expect(s.clothingColor).toMatch(HEX);
    expect(s.canvasColor).toMatch(HEX);
    expect(s.dueInDays).toBeGreaterThanOrEqual(-10);
    expect(s.dueInDays).toBeLessThanOrEqual(40);
    expect(s.createdDaysAgo).toBeGreaterThanOrEqual(0);
    expect(s.createdDaysAgo).toBeLessThanOrEqual(60);
    if (s.sampleOn === 'Lienzo') expect(s.sampleCanvas).not.toBe('');
    else expect(s.sampleCanvas).toBe('');
    if (s.stage >= 2) {
      expect(s.garmentIndex).not.toBeNull();
      expect(s.logos.length).toBeGreaterThanOrEqual(1);
      expect(s.logos.length).toBeLessThanOrEqual(4);
    }
    if (s.garmentIndex === null) {
      expect(s.logos).toEqual([]);
      return;
    }
    const garment = garments[s.garmentIndex];
    expect(garment).toBeDefined();
    for (const l of s.logos) {
      const view = garment!.positions[l.positionIndex];
      expect(view).toBeDefined();
      const x = (l.xCm / view!.width) * 100;
      const y = (l.yCm / view!.width) * 100;
      const inside = view!.areas.some((a) => x >= a.areaLeft && x <= a.areaLeft + a.width && y >= a.areaTop && y <= a.areaTop + a.height);
      expect(inside).toBe(true);
      expect(l.heightCm).toBeGreaterThan(0);
      expect(l.widthCm).toBeGreaterThan(0);
      expect(l.threadIds.length).toBeGreaterThan(0);
      for (const id of l.threadIds) expect(threads.some((t) => t.id === id)).toBe(true);
      const svg = logoSvg(l.svgFile);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    }
  });
});
