import { describe, expect, it } from 'vitest';
import { cleanLineText, cleanMultilineText } from './clean-text';

const RLO = '\u202E';
const PDF = '\u202C';

describe('cleaning a one-line text', () => {
  it('drops NUL and the other control characters', () => {
    expect(cleanLineText('Ana\u0000 Maria\u0007\u001B\u007F\u0085x\u009F')).toBe('Ana Maria x');
  });

  it('drops bidirectional overrides, embeddings and isolates, so what is shown is what is stored', () => {
    expect(cleanLineText(`Ótimo ${RLO}gnp.exe${PDF}`)).toBe('Ótimo gnp.exe');
    expect(cleanLineText('a\u202Ab\u202Bc\u202Dd\u2066e\u2067f\u2068g\u2069h')).toBe('abcdefgh');
  });

  it('drops the invisible direction marks and a stray byte-order mark', () => {
    expect(cleanLineText('\uFEFFAna\u200E\u200F\u061C')).toBe('Ana');
  });

  it('turns line breaks and tabs into spaces, so words on two lines stay apart', () => {
    expect(cleanLineText('Ana\nSilva\r\nSantos\tLima\u2028Reis')).toBe('Ana Silva Santos Lima Reis');
  });

  it('NFC-normalizes, also when a removed character stood between a letter and its accent', () => {
    expect(cleanLineText('Se\u0301rum')).toBe('Sérum');
    expect(cleanLineText('Se\u0000\u0301rum')).toBe('Sérum');
    expect(cleanLineText('Se\u0301rum')).toBe(cleanLineText('Sérum'));
  });

  it('replaces a lone surrogate, which is not Unicode, and keeps emoji and their joiners', () => {
    expect(cleanLineText('a\uD800b')).toBe('a\uFFFDb');
    expect(cleanLineText('👩\u200D🔬 ótimo 😍')).toBe('👩\u200D🔬 ótimo 😍');
  });

  it('keeps HTML as the text it is (React escapes it where it is shown)', () => {
    expect(cleanLineText('<script>alert(1)</script> pH < 5 <3')).toBe('<script>alert(1)</script> pH < 5 <3');
  });
});

describe('cleaning a multi-line text', () => {
  it('keeps line feeds and tabs, and writes every line break as a line feed', () => {
    expect(cleanMultilineText('um\r\ndois\rtrês\u2029quatro\u0085cinco\tseis')).toBe(
      'um\ndois\ntrês\nquatro\ncinco\tseis',
    );
  });

  it('drops the other controls and the bidi characters', () => {
    expect(cleanMultilineText(`a\u0000b\u000Bc\u000Cd${RLO}e\u2066f`)).toBe('abcdef');
  });
});
