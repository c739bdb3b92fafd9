import { useForm } from 'react-hook-form';
import type { AdminDrop, DropFields } from '#shared/contract/drops.ts';
import { DROP_LIMIT_MAX, type DropCapKind } from '#shared/rules/drops.ts';
import { DROP_MINIMUM_MAX, type DropMinimumKind } from '#shared/rules/drop-minimum.ts';
import type { DropAudience } from '#shared/rules/drop-members.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { useCreateDrop, useProductChoices, useUpdateDrop } from './get-admin-drops.ts';
import { formatCount } from '#shared/rules/counts.ts';

/** What the fields hold (text, as typed); the server checks every rule and says what is wrong. */
interface FormFields {
  name: string;
  opensAt: string;
  closesAt: string;
  perStudentLimit: string;
  readyBy: string;
  namesTaken: boolean;
  numbersTaken: boolean;
  numbersUnique: boolean;
  cashAllowed: boolean;
  capKind: DropCapKind;
  minimumKind: DropMinimumKind;
  /** Pieces over the drop (minimumKind total). */
  minimumPieces: string;
  /** Product id → its minimum (minimumKind product). */
  minimums: Record<string, string>;
  audience: DropAudience;
  memberDomain: string;
  /** Product id → picked. */
  picked: Record<string, boolean>;
  /** Product id → cap (capKind total). */
  caps: Record<string, string>;
  /** `${productId}:${size}` → cap (capKind size). */
  sizeCaps: Record<string, string>;
}

function fieldsOf(drop: AdminDrop | undefined): FormFields {
  if (!drop) {
    return {
      name: '',
      opensAt: '',
      closesAt: '',
      perStudentLimit: '2',
      readyBy: '',
      namesTaken: false,
      numbersTaken: false,
      numbersUnique: false,
      cashAllowed: false,
      capKind: 'none',
      minimumKind: 'none',
      minimumPieces: '',
      minimums: {},
      audience: 'everyone',
      memberDomain: '',
      picked: {},
      caps: {},
      sizeCaps: {},
    };
  }
  return {
    name: drop.name,
    opensAt: drop.opensAtIst,
    closesAt: drop.closesAtIst,
    perStudentLimit: String(drop.perStudentLimit),
    readyBy: drop.readyBy,
    namesTaken: drop.namesTaken,
    numbersTaken: drop.numbersTaken ?? false,
    numbersUnique: drop.numbersUnique ?? false,
    cashAllowed: drop.cashAllowed,
    capKind: drop.capKind,
    minimumKind: drop.minimum?.kind ?? 'none',
    minimumPieces: String(drop.minimum?.pieces ?? ''),
    minimums: Object.fromEntries(
      (drop.minimum?.products ?? []).map((p) => [p.productId, String(p.minimum ?? '')]),
    ),
    audience: drop.audience ?? 'everyone',
    memberDomain: drop.memberDomain ?? '',
    picked: Object.fromEntries(drop.products.map((p) => [p.productId, true])),
    caps: Object.fromEntries(drop.products.map((p) => [p.productId, String(p.cap ?? '')])),
    sizeCaps: Object.fromEntries(
      drop.sizeCaps.map((c) => [`${c.productId}:${c.size}`, String(c.cap)]),
    ),
  };
}

function bodyOf(f: FormFields): DropFields {
  const ids = Object.keys(f.picked).filter((id) => f.picked[id]);
  return {
    name: f.name,
    opensAt: f.opensAt,
    closesAt: f.closesAt,
    perStudentLimit: f.perStudentLimit,
    readyBy: f.readyBy,
    namesTaken: f.namesTaken,
    numbersTaken: f.numbersTaken,
    numbersUnique: f.numbersTaken && f.numbersUnique,
    cashAllowed: f.cashAllowed,
    capKind: f.capKind,
    minimumKind: f.minimumKind,
    ...(f.minimumKind === 'total' ? { minimumPieces: f.minimumPieces || null } : {}),
    audience: f.audience,
    memberDomain: f.audience === 'members' ? f.memberDomain : '',
    products: ids.map((id) => ({
      productId: id,
      ...(f.minimumKind === 'product' ? { minimum: f.minimums[id] || null } : {}),
      ...(f.capKind === 'total' ? { cap: f.caps[id] || null } : {}),
      ...(f.capKind === 'size'
        ? {
            sizeCaps: Object.fromEntries(
              SIZES.flatMap((s) =>
                f.sizeCaps[`${id}:${s}`] ? [[s, f.sizeCaps[`${id}:${s}`]]] : [],
              ),
            ),
          }
        : {}),
    })),
  };
}

/**
 * A new drop, or an upcoming one edited (docs/product.md#drops): name, opening and closing in
 * Indian time, the limit per student, names, ready date, cash, caps and its products.
 */
export function DropForm({ drop, onDone }: { drop?: AdminDrop; onDone?: () => void }) {
  const create = useCreateDrop();
  const update = useUpdateDrop();
  const choices = useProductChoices();
  const form = useForm<FormFields>({ defaultValues: fieldsOf(drop) });
  const capKind = form.watch('capKind');
  const minimumKind = form.watch('minimumKind');
  const audience = form.watch('audience');
  const picked = form.watch('picked');
  const saving = drop ? update : create;
  const submit = form.handleSubmit(async (fields) => {
    try {
      const body = bodyOf(fields);
      const reply = drop
        ? await update.mutateAsync({ id: drop.id, version: drop.version, drop: body })
        : await create.mutateAsync(body);
      notify.success(reply.message);
      if (!drop) form.reset(fieldsOf(undefined));
      onDone?.();
    } catch {
      // saving.error says why, under the form.
    }
  });
  const heading = drop ? `Edit ${drop.name}` : 'New drop';
  const headingId = drop ? `edit-drop-${drop.id}` : 'new-drop-heading';
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" maxLength={100} {...form.register('name')} />
        <Field label="Expected ready date" type="date" {...form.register('readyBy')} />
        <Field
          label="Opens at (Indian time)"
          type="datetime-local"
          step={1}
          {...form.register('opensAt')}
        />
        <Field
          label="Closes at (Indian time)"
          type="datetime-local"
          step={1}
          {...form.register('closesAt')}
        />
        <Field
          label="Limit per student, per product"
          hint={`1 to ${DROP_LIMIT_MAX}`}
          inputMode="numeric"
          {...form.register('perStudentLimit')}
        />
        <Select
          label="Cap"
          options={[
            { value: 'none', label: 'No cap: print to order' },
            { value: 'total', label: 'A cap per product' },
            { value: 'size', label: 'A cap per size' },
          ]}
          {...form.register('capKind')}
        />
        <Select
          label="Print minimum"
          options={[
            { value: 'none', label: 'None: prints whatever is ordered' },
            { value: 'total', label: 'Pieces over the whole drop' },
            { value: 'product', label: 'Pieces of each product' },
          ]}
          {...form.register('minimumKind')}
        />
        {minimumKind === 'total' && (
          <Field
            label="Minimum pieces to print"
            hint={`1 to ${formatCount(DROP_MINIMUM_MAX)}; if fewer are ordered, every pre-order is cancelled and refunded`}
            inputMode="numeric"
            {...form.register('minimumPieces')}
          />
        )}
        <Select
          label="Who may pre-order"
          hint={
            audience === 'link'
              ? 'Not listed anywhere: share the link shown with the drop'
              : audience === 'members'
                ? 'Add the members’ e-mails (typed or a CSV) on its roster page'
                : undefined
          }
          options={[
            { value: 'everyone', label: 'Everyone' },
            { value: 'link', label: 'Only those with its link' },
            { value: 'members', label: 'Only members (a list and/or a domain)' },
          ]}
          {...form.register('audience')}
        />
        {audience === 'members' && (
          <Field
            label="Members’ e-mail domain (optional)"
            hint="Everyone at it is a member, e.g. smail.iitm.ac.in"
            maxLength={100}
            {...form.register('memberDomain')}
          />
        )}
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input type="checkbox" className="size-5 accent-brand" {...form.register('namesTaken')} />
          Names printed on tees (asked with each pre-order)
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            {...form.register('numbersTaken')}
          />
          Numbers printed on tees (0–99, asked with each pre-order)
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            {...form.register('numbersUnique')}
          />
          No two pieces with the same number
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            {...form.register('cashAllowed')}
          />
          Cash on Delivery allowed (otherwise online only)
        </label>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Products</legend>
        {choices.isPending && <p className="text-sm text-muted">Loading products…</p>}
        <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {choices.data?.map((p) => {
            const id = String(p.product_id);
            return (
              <li key={id} className="rounded-lg border border-line p-3">
                <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand"
                    {...form.register(`picked.${id}`)}
                  />
                  <span className="min-w-0 truncate">{p.name}</span>
                </label>
                {picked[id] && minimumKind === 'product' && (
                  <Field
                    label={`Minimum for ${p.name}`}
                    inputMode="numeric"
                    {...form.register(`minimums.${id}`)}
                  />
                )}
                {picked[id] && capKind === 'total' && (
                  <Field
                    label={`Cap for ${p.name}`}
                    inputMode="numeric"
                    {...form.register(`caps.${id}`)}
                  />
                )}
                {picked[id] && capKind === 'size' && (
                  <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
                    {p.sizeQuantities.map((s) => (
                      <Field
                        key={s.size}
                        label={s.size}
                        inputMode="numeric"
                        {...form.register(`sizeCaps.${id}:${s.size}`)}
                      />
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {saving.error && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
        >
          {saving.error.message}
        </p>
      )}
      <Button type="submit" size="lg" loading={saving.isPending} className="self-start">
        {drop ? 'Save drop' : 'Create drop'}
      </Button>
    </form>
  );
}
