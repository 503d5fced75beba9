/** A clock the tests move by hand: sessions and throttling read it through buildApp's `now`. */
export class TestClock {
  private t: number;

  constructor(start = Date.parse('2025-03-10T15:00:00.000Z')) {
    this.t = start;
  }

  readonly now = (): Date => new Date(this.t);

  advance(ms: number): void {
    this.t += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
