import {
  type CustomerDetail,
  CustomerLabel,
  CustomerMessage,
  ErrorCode,
  errorMessages,
  type ZCustomerAssignBody,
  type ZCustomerCreateBody,
  type ZCustomerNoteBody,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import { queueInvitation } from '../registration/registration.service.ts';
import { toCompany, toCustomer, toEvent } from './customers.map.ts';
import * as repo from './customers.repo.ts';

type CreateBody = z.output<typeof ZCustomerCreateBody>;
/** A sale's edit has no sale_id; an admin's or leader's may. */
type EditBody = Partial<z.output<typeof ZCustomerAssignBody>>;
type NoteBody = z.output<typeof ZCustomerNoteBody>;
export interface Actor {
  id: number;
  name: string;
}

const emailUsed = () =>
  new AppError(ErrorCode.EmailUsed, { errors: { email: [errorMessages[ErrorCode.EmailUsed]] } });
const phoneUsed = () =>
  new AppError(ErrorCode.PhoneUsed, { errors: { phone: [errorMessages[ErrorCode.PhoneUsed]] } });
const INVITE_UNIQUE = { users_email_key: emailUsed, users_phone_key: phoneUsed };
const CREATE_UNIQUE = {
  customers_company_user_key: () => new AppError(ErrorCode.CompanyAlreadyCustomer),
};

/** The contact fields whose edits the history names (one `contact` event per edit). */
const CONTACT_FIELDS = [
  ['company_name', 'companyName', CustomerLabel.companyName],
  ['contact_name', 'contactName', CustomerLabel.contactName],
  ['phone', 'phone', CustomerLabel.phone],
  ['email', 'email', CustomerLabel.email],
  ['source', 'source', CustomerLabel.source],
] as const;

const sameList = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/**
 * The customers of the sales CRM (ADR 0026) for the three kinds of caller; the scope decides what a
 * caller sees, and every change writes its history in the same transaction.
 */
export class CustomerService {
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  private get db() {
    return this.app.db;
  }

  async row(scope: repo.Scope, id: number) {
    const row = await repo.findCustomer(this.db, scope, id);
    if (!row) throw new AppError(ErrorCode.NotFound);
    return row;
  }

  async detail(scope: repo.Scope, id: number): Promise<CustomerDetail> {
    const row = await this.row(scope, id);
    const [facts, events] = await Promise.all([
      row.companyUserId === null ? undefined : repo.companyFacts(this.db, row.companyUserId),
      repo.history(this.db, row.id),
    ]);
    return { ...toCustomer(row), company: facts ? toCompany(facts) : null, history: events.map(toEvent) };
  }

  /** The company behind one of the caller's customers; any other id is "not found". */
  async company(scope: repo.Scope, companyUserId: number) {
    const followed = await repo.findByCompanyUser(this.db, scope, companyUserId);
    const facts = followed ? await repo.companyFacts(this.db, companyUserId) : undefined;
    if (!facts) throw new AppError(ErrorCode.NotFound);
    return toCompany(facts);
  }

  /**
   * Checks an assignment target: an active sales account, and for a leader itself or a sale of
   * its team. Returns the target's name for the history.
   */
  private async assignee(saleId: number, scope: repo.Scope): Promise<string> {
    const target = await repo.findSalesAccount(this.db, saleId);
    if (target?.status !== 'activated') throw fieldError('sale_id', CustomerMessage.saleInvalid);
    if (
      scope.kind === 'team' &&
      target.id !== scope.leaderId &&
      !(target.type === 'sale' && target.leaderId === scope.leaderId)
    )
      throw fieldError('sale_id', CustomerMessage.saleOutsideTeam);
    return target.name;
  }

  async create(actor: Actor, body: CreateBody): Promise<CustomerDetail> {
    const saleName = body.sale_id ? await this.assignee(body.sale_id, { kind: 'all' }) : null;
    const linked = body.company_id ? await repo.findCompanyAccount(this.db, body.company_id) : null;
    if (body.company_id && !linked) throw fieldError('company_id', CustomerMessage.companyInvalid);
    if (linked?.followed) throw new AppError(ErrorCode.CompanyAlreadyCustomer);
    const by = { actorId: actor.id, actorName: actor.name };
    const id = await withUniqueAnswers(CREATE_UNIQUE, () =>
      this.db.transaction(async (tx) => {
        const newId = await repo.insertCustomer(tx, {
          companyUserId: linked?.id ?? null,
          companyName: body.company_name,
          contactName: body.contact_name ?? linked?.contactName ?? null,
          phone: body.phone ?? null,
          email: body.email ?? (linked ? linked.email : null),
          source: body.source ?? 'other',
          activities: body.activities ?? linked?.activities ?? [],
          stage: body.stage ?? 'new',
          saleId: body.sale_id ?? null,
          nextFollowUpOn: body.next_follow_up_on ?? null,
          createdBy: actor.id,
        });
        const events: repo.EventInsert[] = [{ ...by, kind: 'created', toValue: body.company_name }];
        if (saleName) events.push({ ...by, kind: 'assignment', toValue: saleName });
        if (body.next_follow_up_on)
          events.push({ ...by, kind: 'follow_up', toValue: body.next_follow_up_on });
        if (body.note) events.push({ ...by, kind: 'note', channel: 'other', text: body.note });
        await repo.recordChange(tx, newId, events, {});
        return newId;
      }),
    );
    return this.detail({ kind: 'all' }, id);
  }

  async update(actor: Actor, scope: repo.Scope, id: number, body: EditBody): Promise<CustomerDetail> {
    const before = await this.row(scope, id);
    const by = { actorId: actor.id, actorName: actor.name };
    const events: repo.EventInsert[] = [];
    const set: Partial<repo.CustomerInsert> = {};
    if (body.stage !== undefined && body.stage !== before.stage) {
      set.stage = body.stage;
      events.push({ ...by, kind: 'stage', fromValue: before.stage, toValue: body.stage });
    }
    if (body.sale_id !== undefined && body.sale_id !== before.saleId) {
      const name = body.sale_id === null ? null : await this.assignee(body.sale_id, scope);
      set.saleId = body.sale_id;
      events.push({ ...by, kind: 'assignment', fromValue: before.saleName, toValue: name });
    }
    if (body.next_follow_up_on !== undefined && body.next_follow_up_on !== before.nextFollowUpOn) {
      set.nextFollowUpOn = body.next_follow_up_on;
      events.push({
        ...by,
        kind: 'follow_up',
        fromValue: before.nextFollowUpOn,
        toValue: body.next_follow_up_on,
      });
    }
    const changed: string[] = [];
    for (const [field, column, label] of CONTACT_FIELDS) {
      const value = body[field];
      if (value !== undefined && value !== before[column]) {
        Object.assign(set, { [column]: value });
        changed.push(label);
      }
    }
    if (body.activities !== undefined && !sameList(body.activities, before.activities)) {
      set.activities = body.activities;
      changed.push(CustomerLabel.activities);
    }
    if (changed.length > 0) events.push({ ...by, kind: 'contact', text: changed.join(', ') });
    if (events.length > 0) await this.db.transaction((tx) => repo.recordChange(tx, before.id, events, set));
    return this.detail(scope, before.id);
  }

  async addNote(actor: Actor, scope: repo.Scope, id: number, body: NoteBody): Promise<CustomerDetail> {
    const row = await this.row(scope, id);
    await this.db.transaction((tx) =>
      repo.recordChange(
        tx,
        row.id,
        [{ actorId: actor.id, actorName: actor.name, kind: 'note', channel: body.channel, text: body.text }],
        {},
      ),
    );
    return this.detail(scope, row.id);
  }

  /**
   * A prospect becomes a company account: the account, its company, the link, the history and the
   * invitation mail in one transaction (never an account nobody was told about).
   */
  async invite(actor: Actor, scope: repo.Scope, id: number): Promise<CustomerDetail> {
    const row = await this.row(scope, id);
    if (row.companyUserId !== null) throw new AppError(ErrorCode.CustomerHasAccount);
    if (!row.email) throw fieldError('email', CustomerMessage.emailNeeded);
    const email = row.email.toLowerCase();
    await withUniqueAnswers(INVITE_UNIQUE, () =>
      this.db.transaction(async (tx) => {
        const userId = await repo.insertCompanyAccount(tx, {
          name: row.companyName,
          email,
          phone: row.phone,
          contactName: row.contactName,
          activities: row.activities,
        });
        await repo.recordChange(
          tx,
          row.id,
          [{ actorId: actor.id, actorName: actor.name, kind: 'invited', toValue: email }],
          { companyUserId: userId },
        );
        await queueInvitation(
          this.app,
          tx,
          { id: userId, name: row.contactName ?? row.companyName, email },
          { companyName: row.companyName, inviterName: actor.name },
        );
      }),
    );
    this.app.emailWorker.kick();
    return this.detail(scope, row.id);
  }
}
