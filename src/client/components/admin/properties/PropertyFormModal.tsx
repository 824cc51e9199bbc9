/**
 * The 'New property' and edit forms (a modal on Own Properties). Every field and rule of the
 * spec's property form; the room count makes that many width/length/size groups, which are saved
 * as the listing's rooms. Saving a new property whose MLS number exists asks whether to update
 * the existing one ('Yes, update it!' resubmits as 'updated'; 'No' changes nothing).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PROPERTY_EXISTS, type TOwnPropertyAnswer } from '#shared/schemas/admin-property.schema.ts';
import { useTRPC } from '../../../trpc.ts';
import { describeMutationError } from '../../forms/mutation-error.ts';
import { Modal } from '../../modal/Modal.tsx';
import { useToast } from '../../toast/use-toast.ts';
import type { ConfirmOptions } from '../confirm/use-confirm-dialog.tsx';
import { QueryView } from '../lists/QueryView.tsx';
import {
  FORM_SECTIONS,
  classForType,
  emptyPropertyForm,
  errorsFromServer,
  payloadOf,
  resizeRooms,
  validateProperty,
  type FieldDef,
  type PropertyFormErrors,
  type PropertyFormValues,
  type RoomGroup,
} from './property-form-model.ts';
import { useRefreshProperties } from './use-admin-properties.ts';
import '../../forms/forms.css';
import { OptionList } from '../../forms/OptionList.tsx';
import { errorAria, FieldFrame } from '../../forms/FieldFrame.tsx';

const ROOM_PART_LABELS: Record<keyof RoomGroup, string> = { name: 'Name', level: 'Level', width: 'Width', length: 'Length', size: 'Size' };

export type PropertyFormTarget = { kind: 'create' } | { kind: 'edit'; propertyId: number };

interface PropertyFormModalProps {
  target: PropertyFormTarget;
  onClose: () => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

export function PropertyFormModal({ target, onClose, confirm }: PropertyFormModalProps) {
  const trpc = useTRPC();
  const existing = useQuery({
    ...trpc.adminProperties.get.queryOptions({ id: target.kind === 'edit' ? target.propertyId : 0 }, { staleTime: 0 }),
    enabled: target.kind === 'edit',
  });
  const title = target.kind === 'edit' ? 'Edit property' : 'New property';

  return (
    <Modal open title={title} onClose={onClose} size="lg">
      {target.kind === 'create' ? (
        <PropertyForm initialValues={emptyPropertyForm()} initialRooms={[]} isImported={false} target={target} onDone={onClose} confirm={confirm} />
      ) : (
        <QueryView query={existing}>
          {(data) => (
            <PropertyForm
              initialValues={{ ...emptyPropertyForm(), ...(data.values as PropertyFormValues) }}
              initialRooms={data.roomGroups}
              isImported={data.curation.origin === 'feed'}
              target={target}
              onDone={onClose}
              confirm={confirm}
            />
          )}
        </QueryView>
      )}
    </Modal>
  );
}

/** What the feed owns on an imported listing: shown, not editable. */
const FEED_OWNED_FIELDS = new Set<string>(['mlsNumber', 'listingClass', 'brokerage']);

interface PropertyFormProps {
  initialValues: PropertyFormValues;
  initialRooms: RoomGroup[];
  /** An imported listing: the edits are kept as the agent's corrections (re-imports keep them). */
  isImported: boolean;
  target: PropertyFormTarget;
  onDone: () => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

function PropertyForm({ initialValues, initialRooms, isImported, target, onDone, confirm }: PropertyFormProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshProperties();
  const formId = useId();
  const [values, setValues] = useState(initialValues);
  const [rooms, setRooms] = useState(() => resizeRooms(initialRooms, initialValues.roomCount));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PropertyFormErrors>({});
  const municipalities = useQuery(trpc.lookups.municipalities.queryOptions());
  const propertyTypes = useQuery(trpc.lookups.propertyTypes.queryOptions());
  const listingTypes = useQuery(trpc.lookups.listingTypes.queryOptions());
  const save = useMutation(trpc.adminProperties.save.mutationOptions());
  const isEdit = target.kind === 'edit';

  const actionFor = (actionType: 'added' | 'updated') => ({ actionType, propertyId: target.kind === 'edit' ? target.propertyId : undefined });
  const clientErrors = validateProperty(payloadOf(values, rooms, actionFor(isEdit ? 'updated' : 'added')));
  const errorOf = (name: string) => (isSubmitted || touched.has(name) ? (clientErrors[name] ?? serverErrors[name]) : undefined);

  const setValue = (name: keyof PropertyFormValues, value: string) => {
    setValues((previous) => {
      const next = { ...previous, [name]: value };
      // A condo or a commercial-only type suggests its class (the agent can still change it).
      if (name === 'propertySubType' && !isEdit) next.listingClass = classForType(value);
      return next;
    });
    if (name === 'roomCount') setRooms((previous) => resizeRooms(previous, value));
    setServerErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };
  const touch = (name: string) => setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  const setRoom = (index: number, field: keyof RoomGroup, value: string) =>
    setRooms((previous) => previous.map((room, position) => (position === index ? { ...room, [field]: value } : room)));

  const submitAs = async (actionType: 'added' | 'updated'): Promise<TOwnPropertyAnswer | null> => {
    try {
      return await save.mutateAsync(payloadOf(values, rooms, actionFor(actionType)));
    } catch (error) {
      setServerErrors(errorsFromServer(describeMutationError(error).fieldErrors));
      toast.error('Failed', 'Something went wrong. Please try again');
      return null;
    }
  };

  const finish = async (answer: TOwnPropertyAnswer) => {
    const isUpdate = answer.data.actionType === 'updated';
    toast.success(answer.message, isUpdate ? 'Property updated' : 'Property added');
    await refresh();
    onDone();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const firstInvalid = Object.keys(clientErrors)[0];
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    const answer = await submitAs(isEdit ? 'updated' : 'added');
    if (!answer) return;
    if (!answer.warning) return finish(answer);
    const shouldUpdate = await confirm({ title: PROPERTY_EXISTS, confirmLabel: 'Yes, update it!', cancelLabel: 'No' });
    if (!shouldUpdate) {
      toast.show({ title: 'Operation Canceled', message: 'Nothing is added / updated', variant: 'info' });
      return;
    }
    const updated = await submitAs('updated');
    if (updated) await finish(updated);
  };

  const optionsOf = (field: FieldDef): { label: string; value: string }[] => {
    const source = field.options;
    if (source === 'municipalities') return (municipalities.data ?? []).map((row) => ({ label: row.Municipality, value: row.Municipality }));
    if (source === 'propertyTypes') return (propertyTypes.data ?? []).map((row) => ({ label: row.prop_type, value: row.prop_type }));
    if (source === 'listingTypes') return (listingTypes.data ?? []).map((row) => ({ label: row.type, value: row.type }));
    return (source ?? []).map((option) => (typeof option === 'string' ? { label: option, value: option } : option));
  };

  const renderField = (field: FieldDef) => {
    const id = `${formId}-${field.name}`;
    const error = errorOf(field.name);
    const common = {
      id,
      name: field.name,
      value: values[field.name],
      disabled: isImported && FEED_OWNED_FIELDS.has(field.name),
      ...errorAria(id, error),
      onBlur: () => touch(field.name),
    };
    let control: ReactNode;
    if (field.kind === 'select') {
      const options = optionsOf(field);
      // Keep a value the lists lack (an imported listing's type) choosable as it is.
      const hasValue = values[field.name] === '' || options.some((option) => option.value === values[field.name]);
      control = (
        <select className="input" {...common} onChange={(event) => setValue(field.name, event.target.value)}>
          <option value="">{field.required ? `Choose ${field.label.toLowerCase()}` : '—'}</option>
          {hasValue ? null : <option value={values[field.name]}>{values[field.name]}</option>}
          <OptionList options={options} />
        </select>
      );
    } else if (field.kind === 'textarea') {
      control = <textarea className="input input--multiline" rows={4} {...common} onChange={(event) => setValue(field.name, event.target.value)} />;
    } else {
      control = (
        <input
          className="input"
          type={field.kind === 'number' ? 'number' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          min={field.min}
          max={field.max}
          step={field.step}
          {...common}
          onChange={(event) => setValue(field.name, event.target.value)}
        />
      );
    }
    return (
      <FieldFrame key={field.name} id={id} label={field.label} required={field.required} error={error}>
        {control}
      </FieldFrame>
    );
  };

  return (
    <form className="form property-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {isImported ? (
        <p className="form-note">
          This listing comes from the MLS feed: your changes are kept as corrections that later imports do not undo. Its MLS number, class and brokerage stay
          the feed&apos;s.
        </p>
      ) : null}
      {FORM_SECTIONS.map((section) => (
        <fieldset key={section.title} className="property-form__section">
          <legend>{section.title}</legend>
          <div className="form-row">{section.fields.filter((field) => isEdit || !field.editOnly).map(renderField)}</div>
          {section.title === 'Rooms' && rooms.length > 0 ? (
            <div className="property-form__rooms auto-grid">
              {rooms.map((room, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a room group is its position ("Room N", errors at roomGroups.N); resizeRooms only adds or drops groups at the end.
                <fieldset key={index} className="room-group">
                  <legend>Room {index + 1}</legend>
                  {(['name', 'level', 'width', 'length', 'size'] as const).map((part) => {
                    const id = `${formId}-room-${index}-${part}`;
                    const error = isSubmitted ? clientErrors[`roomGroups.${index}.${part}`] : undefined;
                    return (
                      <FieldFrame
                        key={part}
                        id={id}
                        label={
                          <>
                            {ROOM_PART_LABELS[part]}
                            <span className="visually-hidden"> of room {index + 1}</span>
                          </>
                        }
                        error={error}
                      >
                        <input
                          id={id}
                          className="input"
                          type={part === 'width' || part === 'length' ? 'number' : 'text'}
                          min={part === 'width' || part === 'length' ? 0 : undefined}
                          step={part === 'width' || part === 'length' ? 'any' : undefined}
                          value={room[part]}
                          {...errorAria(id, error)}
                          onChange={(event) => setRoom(index, part, event.target.value)}
                        />
                      </FieldFrame>
                    );
                  })}
                </fieldset>
              ))}
            </div>
          ) : null}
        </fieldset>
      ))}
      {isSubmitted && clientErrors.roomGroups ? (
        <p className="field-error" role="alert">
          {clientErrors.roomGroups}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Please wait. . .' : isEdit ? 'Save' : 'Add'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
