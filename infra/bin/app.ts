import { App } from 'aws-cdk-lib';
import { buildPeleApp } from '../src/app';

// Environment-agnostic stacks (no account/region, no lookups): `cdk synth` runs offline without credentials.
buildPeleApp(new App());
