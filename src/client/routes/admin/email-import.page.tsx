/**
 * CSV import: drop a file (a sample can be downloaded); it is read in the browser, the header row
 * skipped and rows with more than 2 columns sent. Each row comes back Success or error; an error
 * row can be written over the existing entry with its Update button ('Entry updated.').
 */
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TImportResultRow } from '#shared/schemas/email.schema.ts';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { CsvDropZone } from '../../components/email/CsvDropZone.tsx';
import { Pager } from '../../components/email/Pager.tsx';
import { CsvFileError, isUpdatable, rowsFromCsv } from '../../components/email/csv-rows.ts';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';
import { BackToEmailList } from '../../components/email/BackToEmailList.tsx';
import '../../components/forms/forms.css';
import '../../components/email/email.css';

const PAGE_SIZE = 50;

interface ResultRow extends TImportResultRow {
  sn: number;
}

export default function EmailImportPage() {
  const trpc = useTRPC();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState(0);
  const [results, setResults] = useState<ResultRow[] | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const [updatingSn, setUpdatingSn] = useState<number | null>(null);

  const importRows = useMutation(
    trpc.email.importRows.mutationOptions({
      onSuccess: (rows) => {
        setResults(rows.map((row, index) => ({ ...row, sn: index + 1 })));
        setPage(1);
        const added = rows.filter((row) => row.status === 'Success').length;
        toast.success('Import finished', `${added} of ${rows.length} rows added.`);
      },
      onError: (error) => setFileError(`${describeMutationError(error, 'The file could not be imported.').message} Nothing was imported.`),
    }),
  );
  const updateEntry = useMutation(trpc.email.updateEntry.mutationOptions());

  const takeFile = async (file: File) => {
    setFileName(file.name);
    setFileError(null);
    setResults(null);
    try {
      const { rows, skipped: skippedRows } = rowsFromCsv(await file.text());
      setSkipped(skippedRows);
      importRows.mutate(rows);
    } catch (error) {
      setFileError(error instanceof CsvFileError ? error.message : 'The file could not be read. Nothing was imported.');
    }
  };

  const update = async (row: ResultRow) => {
    if (
      !(await confirm({
        title: 'Update this entry?',
        text: `${row.full_name || '(no name)'} <${row.email}> will be written over the entry with this email.`,
        confirmLabel: 'Update',
      }))
    )
      return;
    setUpdatingSn(row.sn);
    try {
      const result = await updateEntry.mutateAsync({ full_name: row.full_name, email: row.email, phone_number: row.phone_number, group_type: row.group_type });
      setResults(
        (previous) =>
          previous?.map((candidate) => (candidate.sn === row.sn ? { ...candidate, status: 'Success', message: result.message } : candidate)) ?? null,
      );
    } catch (error) {
      const failure = describeMutationError(error);
      const fieldMessage = Object.values(failure.fieldErrors).flat()[0];
      toast.error('Error', fieldMessage ?? failure.message);
    } finally {
      setUpdatingSn(null);
    }
  };

  const shown = useMemo(() => (results ?? []).filter((row) => !onlyErrors || row.status === 'error'), [results, onlyErrors]);
  const pageRows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const errorCount = (results ?? []).filter((row) => row.status === 'error').length;

  return (
    <div className="admin-page">
      <AdminPageHeader title="CSV Import">
        <BackToEmailList />
      </AdminPageHeader>
      <section className="admin-card panel" aria-label="Choose the file">
        <CsvDropZone onFile={(file) => void takeFile(file)} disabled={importRows.isPending} />
        <p className="form-note">
          <a href="/sample-email-list.csv" download="sample-email-list.csv">
            Download a sample CSV
          </a>
        </p>
        {importRows.isPending ? <p role="status">Importing {fileName}…</p> : null}
        {fileError ? (
          <p className="form-error" role="alert">
            {fileName ? `${fileName}: ` : ''}
            {fileError}
          </p>
        ) : null}
      </section>

      {results ? (
        <section aria-labelledby="import-results-title">
          <h2 id="import-results-title" className="admin-section__title">
            Result of {fileName}
          </h2>
          <div className="import-summary cluster">
            <span className="badge pill badge--success">{results.length - errorCount} Success</span>
            <span className="badge pill badge--danger">{errorCount} error</span>
            {skipped > 0 ? <span className="badge pill">{skipped} rows with 2 columns or fewer skipped</span> : null}
            <label>
              <input
                type="checkbox"
                checked={onlyErrors}
                onChange={(event) => {
                  setOnlyErrors(event.target.checked);
                  setPage(1);
                }}
              />{' '}
              Only rows with an error
            </label>
          </div>
          <DataTable caption="Import result per row" columns={['SN', 'Name', 'Email', 'Phone', 'Status', 'Actions']}>
            {pageRows.map((row) => (
              <tr key={row.sn}>
                <td>{row.sn}</td>
                <td>{row.full_name}</td>
                <td>{row.email}</td>
                <td>{row.phone_number}</td>
                <td>
                  <span className={`badge pill ${row.status === 'Success' ? 'badge--success' : 'badge--danger'}`}>{row.status}</span>
                  <span className="admin-table__secondary">{row.message}</span>
                </td>
                <td>
                  <button type="button" className="btn btn--ghost btn--sm" disabled={!isUpdatable(row) || updatingSn !== null} onClick={() => void update(row)}>
                    {updatingSn === row.sn ? 'Please wait. . .' : 'Update'}
                    <span className="visually-hidden"> row {row.sn}</span>
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={shown.length} onPage={setPage} label="import rows" />
        </section>
      ) : null}
      {dialog}
    </div>
  );
}
