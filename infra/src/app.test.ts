import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testApp } from './testing/test-app';

type Report = {
  pluginReports: Array<{ pluginName: string; violations: Array<{ ruleName: string; severity: string }> }>;
};

/** Synthesizes and returns the validation report (absent when no plugin had anything to say). */
const synthReport = (app: ReturnType<typeof testApp>): Report => {
  const assembly = app.synth();
  try {
    return JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as Report;
  } catch {
    return { pluginReports: [] };
  }
};

const acknowledgements = (root: IConstruct) =>
  root.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>)),
    );

describe('cdk-nag AwsSolutions', () => {
  it('catches a finding in this test setup (control: a bucket without logs, TLS rule or encryption choice)', () => {
    const app = testApp();
    const stack = new Stack(app, 'Control');
    new s3.Bucket(stack, 'Careless');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });

  const builtSpa = () => {
    const dist = mkdtempSync(join(tmpdir(), 'pele-spa-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pele</title>');
    return dist;
  };

  it.each([
    ['without a built SPA', {}],
    [
      'with a built SPA and a fixed app URL',
      { appUrl: 'https://pele.example.com', spaAssetPath: builtSpa() },
    ],
  ])('reports no unacknowledged finding on the whole app (%s)', (_, options) => {
    const { app } = buildTestApp(options, { cloudFormationValidation: true });
    const report = synthReport(app);
    const nagViolations = report.pluginReports
      .filter((plugin) => plugin.pluginName.includes('AwsSolutions'))
      .flatMap((plugin) => plugin.violations);
    expect(nagViolations).toEqual([]);
    const errors = report.pluginReports
      .flatMap((plugin) => plugin.violations)
      .filter((violation) => violation.severity === 'error' || violation.severity === 'fatal');
    expect(errors).toEqual([]);
  });

  it('gives every acknowledgement a real reason', () => {
    const { app } = buildTestApp();
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(5);
    for (const [id, reason] of acks) {
      expect(id).toMatch(/^(\w+::)?AwsSolutions-[A-Z]+\d+/);
      expect(reason.length, id).toBeGreaterThan(40);
    }
  });
});
