import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The name of the downloaded file: the product and the day, so several exports do not overwrite. */
export const exportFileName = (now: Date) => `pele-ai-meus-dados-${now.toISOString().slice(0, 10)}.json`;

/** Hands `data` to the browser as a JSON file download. */
const download = (data: unknown, fileName: string) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has the file; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** LGPD access and portability: fetches every datum of the account and saves it as a JSON file. */
export const exportMyData = async () => {
  const data = await apiRequest(routes.exportMyData);
  download(data, exportFileName(new Date()));
  return data;
};

export const useExportMyData = () => useMutation({ mutationFn: exportMyData });
