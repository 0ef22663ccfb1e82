import { useState } from 'react';
import { Badge, Button, Group, List, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { SignOff, SignOffNote, SignOffSignature, SignOffStep } from '@ledger/contract';
import { useT } from '../../../i18n/index.js';
import { describeError, type ApiError } from '../../../lib/data/api.js';
import { useRole } from '../../../lib/data/session.js';
import { formatDateTime, formatSek } from '../../../lib/format/format.js';
import { changedSince, type SignOffKind } from '../workbench/signoff.js';
import { useSignOffHistory, useSignOffMutations } from './signoffs.js';
import { ActionError } from './MarkControls.js';

interface Props {
  year: { company: string; financialYearId: string };
  kind: SignOffKind;
  item: string;
  /** The figure signed today: an account's closing balance, a line's amount as shown. */
  figure: number;
  signOff: SignOff | undefined;
  /** The year's sign-offs could not be read (the reason worded), or null. */
  readError: ApiError | null;
  /** What the item is called ("account 1930", "Net sales"). */
  what: string;
  /** Without the history (a statement line's compact box). */
  compact?: boolean;
}

function NoteRow(p: {
  note: SignOffNote;
  canAct: boolean;
  busy: boolean;
  onClear: (resolution: string) => void;
}) {
  const s = useT().workbench.signoff;
  const [resolution, setResolution] = useState('');
  const n = p.note;
  const open = n.clearedAt === null;
  return (
    <List.Item>
      <Stack gap={2}>
        <Group gap="xs">
          <Badge size="sm" variant="light" color={open ? 'orange' : 'green'}>
            {open ? s.noteOpen : s.noteCleared}
          </Badge>
          <Text size="sm">{n.text}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {s.openedBy(n.openedBy, formatDateTime(n.openedAt))}
          {n.clearedBy && n.clearedAt
            ? ` · ${s.clearedBy(n.clearedBy, formatDateTime(n.clearedAt))}`
            : ''}
        </Text>
        {n.resolution ? <Text size="sm">{n.resolution}</Text> : null}
        {open && p.canAct ? (
          <Group gap="xs" align="flex-end">
            <TextInput
              size="xs"
              label={s.resolution}
              value={resolution}
              maxLength={2000}
              onChange={(e) => setResolution(e.currentTarget.value)}
            />
            <Button
              size="xs"
              variant="default"
              loading={p.busy}
              onClick={() => p.onClear(resolution)}
            >
              {s.clearNote}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </List.Item>
  );
}

function History(p: Pick<Props, 'year' | 'kind' | 'item'>) {
  const s = useT().workbench.signoff;
  const history = useSignOffHistory(p.year, { kind: p.kind, item: p.item });
  return (
    <>
      <Title order={4} size="h6" mt="xs">
        {s.history}
      </Title>
      {history.isError ? (
        <Text size="sm" c="red">
          {describeError(history.error)}
        </Text>
      ) : (history.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {history.isPending ? '…' : s.noHistory}
        </Text>
      ) : (
        <List size="sm" aria-label={s.history} spacing={2}>
          {history.data!.map((e) => (
            <List.Item key={e.id}>
              {formatDateTime(e.at)} · {e.username} · {s.action[e.action]}
              {e.figure !== null ? ` (${s.figure(formatSek(e.figure))})` : ''}
              {e.text ? `: ${e.text}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/**
 * One item's sign-off (ISA 230): prepared by, reviewed by, with the figure each signed and whether
 * it has changed since; the actions for admins and auditors; the review notes; the history.
 */
export function SignOffBox(p: Props) {
  const s = useT().workbench.signoff;
  const role = useRole();
  const { sign, withdraw, openNote, clearNote } = useSignOffMutations(p.year);
  const [text, setText] = useState('');
  if (p.readError)
    return (
      <Text size="sm" c="dimmed" role="status">
        {p.readError.status === 403 ? describeError(p.readError) : s.unavailable}
      </Text>
    );
  const canAct = role === 'owner' || role === 'admin' || role === 'auditor';
  const so = p.signOff;
  const item = { kind: p.kind, item: p.item };
  const error = sign.error ?? withdraw.error ?? openNote.error ?? clearNote.error;
  const signed = (step: SignOffStep, sig: SignOffSignature | null | undefined) => {
    if (!sig)
      return (
        <Text size="sm" c="dimmed">
          {step === 'prepared' ? s.notPrepared : s.notReviewed}
        </Text>
      );
    const changed = changedSince(sig, p.figure);
    return (
      <Group gap="xs">
        <Text size="sm">
          {(step === 'prepared' ? s.preparedBy : s.reviewedBy)(
            sig.username,
            formatDateTime(sig.at),
          )}{' '}
          <Text span c="dimmed" size="sm">
            ({s.figure(formatSek(sig.figure))})
          </Text>
        </Text>
        {changed ? (
          <Badge
            size="sm"
            variant="light"
            color="yellow"
            title={s.changedDetail(formatSek(sig.figure), formatSek(p.figure))}
          >
            {s.changed}
          </Badge>
        ) : null}
      </Group>
    );
  };
  const signButton = (step: SignOffStep, sig: SignOffSignature | null | undefined) =>
    !sig || changedSince(sig, p.figure) ? (
      <Button
        size="xs"
        loading={sign.isPending && sign.variables.step === step}
        disabled={step === 'reviewed' && !so?.prepared}
        onClick={() => sign.mutate({ ...item, step, figure: p.figure })}
      >
        {sig
          ? `${s.signAgain}: ${step === 'prepared' ? s.prepared : s.reviewed}`
          : step === 'prepared'
            ? s.signPrepared
            : s.signReviewed}
      </Button>
    ) : null;
  const notes = so?.notes ?? [];
  return (
    <Stack gap="xs" role="group" aria-label={s.label(p.what)}>
      {signed('prepared', so?.prepared)}
      {signed('reviewed', so?.reviewed)}
      {canAct ? (
        <>
          <Group gap="xs">
            {signButton('prepared', so?.prepared)}
            {so?.prepared ? (
              <Button
                size="xs"
                variant="default"
                disabled={!!so.reviewed}
                title={so.reviewed ? s.reviewStands : undefined}
                loading={withdraw.isPending && withdraw.variables.step === 'prepared'}
                onClick={() => withdraw.mutate({ ...item, step: 'prepared' })}
              >
                {s.withdrawPrepared}
              </Button>
            ) : null}
            {signButton('reviewed', so?.reviewed)}
            {so?.reviewed ? (
              <Button
                size="xs"
                variant="default"
                loading={withdraw.isPending && withdraw.variables.step === 'reviewed'}
                onClick={() => withdraw.mutate({ ...item, step: 'reviewed' })}
              >
                {s.withdrawReviewed}
              </Button>
            ) : null}
          </Group>
          {!so?.prepared ? (
            <Text size="xs" c="dimmed">
              {s.needsPrepared}
            </Text>
          ) : null}
        </>
      ) : null}
      <ActionError error={error} />
      <Title order={4} size="h6" mt="xs">
        {s.notes}
      </Title>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {s.noNotes}
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none" aria-label={s.notes}>
          {notes.map((n) => (
            <NoteRow
              key={n.id}
              note={n}
              canAct={canAct}
              busy={clearNote.isPending && clearNote.variables.noteId === n.id}
              onClear={(resolution) => clearNote.mutate({ ...item, noteId: n.id, resolution })}
            />
          ))}
        </List>
      )}
      {canAct ? (
        <Group gap="xs" align="flex-end">
          <Textarea
            size="xs"
            label={s.newNote}
            value={text}
            maxLength={2000}
            autosize
            minRows={1}
            style={{ flex: 1 }}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            size="xs"
            variant="default"
            disabled={!text.trim()}
            loading={openNote.isPending}
            onClick={() => openNote.mutate({ ...item, text }, { onSuccess: () => setText('') })}
          >
            {s.openNote}
          </Button>
        </Group>
      ) : null}
      {p.compact ? null : <History year={p.year} kind={p.kind} item={p.item} />}
    </Stack>
  );
}
