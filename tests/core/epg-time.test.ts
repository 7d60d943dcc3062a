import { expect } from '@open-wc/testing';
import { addDays, dayStart, daysBetween, formatDay, formatRange, formatTime, vilniusOffset } from '../../src/core/time/vilnius';
import { guideWindow } from '../../src/core/stores/epg';

const H = 3_600_000;
const utc = (s: string) => Date.parse(`${s}Z`);

describe('Europe/Vilnius time for the guide', () => {
  it('uses +2 h in winter and +3 h in summer', () => {
    expect(vilniusOffset(utc('2025-01-15T12:00:00'))).to.equal(2 * H);
    expect(vilniusOffset(utc('2025-07-15T12:00:00'))).to.equal(3 * H);
    expect(formatTime(utc('2025-01-15T12:05:00'))).to.equal('14:05');
    expect(formatTime(utc('2025-07-15T12:05:00'))).to.equal('15:05');
  });

  it('jumps from 03:00 to 04:00 on the last Sunday of March', () => {
    // 2025-03-30 01:00 UTC: 03:00 EET becomes 04:00 EEST.
    expect(formatTime(utc('2025-03-30T00:59:00'))).to.equal('02:59');
    expect(formatTime(utc('2025-03-30T01:00:00'))).to.equal('04:00');
    expect(formatRange(utc('2025-03-30T00:30:00'), utc('2025-03-30T01:30:00'))).to.equal('02:30–04:30');
    const day = dayStart(utc('2025-03-30T12:00:00'));
    expect(day).to.equal(utc('2025-03-29T22:00:00'));
    expect(addDays(day, 1) - day).to.equal(23 * H);
  });

  it('repeats 03:00-04:00 on the last Sunday of October', () => {
    // 2025-10-26 01:00 UTC: 04:00 EEST becomes 03:00 EET.
    expect(formatTime(utc('2025-10-26T00:30:00'))).to.equal('03:30');
    expect(formatTime(utc('2025-10-26T01:30:00'))).to.equal('03:30');
    expect(formatRange(utc('2025-10-26T00:00:00'), utc('2025-10-26T01:00:00'))).to.equal('03:00–03:00');
    const day = dayStart(utc('2025-10-26T12:00:00'));
    expect(day).to.equal(utc('2025-10-25T21:00:00'));
    expect(addDays(day, 1) - day).to.equal(25 * H);
    expect(dayStart(addDays(day, 1) - 1)).to.equal(day);
  });

  it('lists calendar days across both changes and labels them in the interface language', () => {
    const days = daysBetween(utc('2025-03-28T22:00:00'), utc('2025-04-01T21:00:00'));
    expect(days.map((d) => formatTime(d))).to.deep.equal(['00:00', '00:00', '00:00', '00:00']);
    expect(days[2]! - days[1]!).to.equal(23 * H);
    expect(formatDay(utc('2025-03-30T10:00:00'), 'en')).to.match(/Sun/);
    expect(formatDay(utc('2025-03-30T10:00:00'), 'lt')).to.match(/sk/i);
  });

  it('aligns the guide window to UTC days, 5 back and 5 forward', () => {
    const w = guideWindow(utc('2025-10-26T01:30:00'));
    expect(w.start).to.equal(utc('2025-10-21T00:00:00'));
    expect(w.end).to.equal(utc('2025-11-01T00:00:00'));
    expect((w.end - w.start) / 86_400_000).to.equal(11);
  });
});
