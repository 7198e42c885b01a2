import { functionEnvironment } from '@pele/functions/config';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { AnalyzerFunction } from '../constructs/analyzer-function';
import { NodeFunction } from '../constructs/node-function';
import { applyGrants, type GrantTargets } from '../constructs/route-grants';
import { handlerEntry } from '../paths';

export interface ApiStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  issuer: string;
  userPoolClientId: string;
  environment: Record<string, string>;
  grantTargets: Omit<GrantTargets, 'analyzer' | 'pushSender'>;
}

/**
 * What the route stacks share: the Cognito JWT authorizer of the HTTP API and the asynchronous analyzer.
 * The routes themselves live in one stack per area (RoutesStack) so that no stack nears CloudFormation's
 * 500-resource limit as the route table grows (each route is about seven resources).
 */
export class ApiStack extends Stack {
  readonly authorizer: apigwv2.HttpAuthorizer;
  readonly analyzer: AnalyzerFunction;
  readonly trialReminders: NodeFunction;
  readonly photoRetention: NodeFunction;
  readonly pushSender: NodeFunction;
  readonly routineReminders: NodeFunction;
  readonly streaksAtRisk: NodeFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.authorizer = new apigwv2.HttpAuthorizer(this, 'JwtAuthorizer', {
      httpApi: props.httpApi,
      authorizerName: 'cognito-jwt',
      type: apigwv2.HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: props.issuer,
      jwtAudience: [props.userPoolClientId],
    });

    this.analyzer = new AnalyzerFunction(this, 'SkinAnalyzer', { environment: props.environment });
    applyGrants(
      this.analyzer.function.role,
      ['table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
      props.grantTargets,
    );
    // Reads and marks the analysis, deletes its raw upload (and that upload's owner item).
    applyGrants(this.analyzer.failureHandler.role, ['table:write', 'uploads:delete'], props.grantTargets);

    // Invoked asynchronously by whatever stores a notification: sends it to the person's browsers (web-push).
    // A failed push is not retried: the notification is in the app's centre already.
    this.pushSender = new NodeFunction(this, 'PushSender', {
      entry: handlerEntry('jobs/push-sender'),
      description: 'Sends a stored notification to the subscribed browsers by Web Push',
      timeoutSeconds: 30,
      environment: props.environment,
    });
    applyGrants(this.pushSender.role, ['table:write', 'push:secret'], props.grantTargets);
    new lambda.EventInvokeConfig(this, 'PushSenderInvokeConfig', {
      function: this.pushSender.fn,
      retryAttempts: 0,
    });
    const jobEnvironment = {
      ...props.environment,
      ...functionEnvironment({ pushSenderFunctionName: this.pushSender.fn.functionName }),
    };
    const jobGrantTargets = { ...props.grantTargets, pushSender: this.pushSender.fn };

    // Hourly: a reminder is due from two days before a trial ends, so an hour late is still on time.
    this.trialReminders = new NodeFunction(this, 'TrialReminders', {
      entry: handlerEntry('jobs/trial-reminders'),
      description: 'Tells each user once, two days before the free trial ends (notification and e-mail)',
      timeoutSeconds: 60,
      environment: jobEnvironment,
    });
    applyGrants(this.trialReminders.role, ['table:write', 'mail:send', 'push:invoke'], jobGrantTargets);
    new events.Rule(this, 'TrialRemindersSchedule', {
      description: 'Runs the trial reminder job every hour',
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [new targets.LambdaFunction(this.trialReminders.fn, { retryAttempts: 0 })],
    });

    // Hourly: the privacy page promises face photos are deleted 90 days after they were kept; the API stops
    // linking a photo at its deadline, and this job deletes it within the hour. A failed run is simply
    // repeated by the next one (the photos stay in the index until deleted), so no retries are needed.
    this.photoRetention = new NodeFunction(this, 'PhotoRetention', {
      entry: handlerEntry('jobs/photo-retention'),
      description: 'Deletes face photos past their retention deadline, keeping the analyses numbers',
      timeoutSeconds: 300,
      environment: props.environment,
    });
    applyGrants(this.photoRetention.role, ['table:write', 'uploads:delete'], props.grantTargets);
    new events.Rule(this, 'PhotoRetentionSchedule', {
      description: 'Runs the face photo retention job every hour',
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [new targets.LambdaFunction(this.photoRetention.fn, { retryAttempts: 0 })],
    });

    // Every 15 minutes: the routine reminders whose Brazil time came (each run looks back 30 minutes; a
    // once-per-slot-and-day marker keeps overlapping runs from sending twice).
    this.routineReminders = new NodeFunction(this, 'RoutineReminders', {
      entry: handlerEntry('jobs/routine-reminders'),
      description: 'Notifies each routine reminder at its time in Brazil, once a day',
      timeoutSeconds: 120,
      environment: jobEnvironment,
    });
    applyGrants(this.routineReminders.role, ['table:write', 'push:invoke'], jobGrantTargets);
    new events.Rule(this, 'RoutineRemindersSchedule', {
      description: 'Runs the routine reminders job every 15 minutes',
      schedule: events.Schedule.rate(Duration.minutes(15)),
      targets: [new targets.LambdaFunction(this.routineReminders.fn, { retryAttempts: 0 })],
    });

    // Daily at 20:00 in Brazil (23:00 UTC; no daylight saving there since 2019): the people whose streak ends at
    // midnight unless today's routine is done are told once.
    this.streaksAtRisk = new NodeFunction(this, 'StreaksAtRisk', {
      entry: handlerEntry('jobs/streaks-at-risk'),
      description: 'Notifies each routine streak at risk, daily at 20:00 Brazil time',
      timeoutSeconds: 300,
      environment: jobEnvironment,
    });
    applyGrants(this.streaksAtRisk.role, ['table:write', 'push:invoke'], jobGrantTargets);
    new events.Rule(this, 'StreaksAtRiskSchedule', {
      description: 'Runs the streak-at-risk check daily at 20:00 Brazil time',
      schedule: events.Schedule.cron({ minute: '5', hour: '23' }),
      targets: [new targets.LambdaFunction(this.streaksAtRisk.fn, { retryAttempts: 0 })],
    });
  }
}
