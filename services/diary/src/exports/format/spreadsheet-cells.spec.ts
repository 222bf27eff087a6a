import { neutraliseFormula } from './spreadsheet-cells';

describe('neutraliseFormula', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1 (510) =cmd', "'+1 (510) =cmd"],
    ['+123', "'+123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('turns %j into text', (cell, escaped) => {
    expect(neutraliseFormula(cell)).toBe(escaped);
  });

  it.each([
    'Pad Thai',
    '2024-05-01',
    '',
    ' =not first',
    'a=b',
    "'already",
    '+12085550111',
    '+1 510 548 5525',
    '+44 (20) 7946-0018',
  ])('leaves %j alone', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});
