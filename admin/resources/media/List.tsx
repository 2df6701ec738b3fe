/** The media library as a grid of images with file name, size, alt text and where each is used. */
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import {
  List,
  ListNoResults,
  Pagination,
  SearchInput,
  SelectInput,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { MediaAsset } from '@/contract/entities/media';
import { formatBytes } from './Inputs';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'].map((id) => ({
  id,
  name: id.replace('image/', '').toUpperCase(),
}));

function MediaGrid() {
  const { data, isPending } = useListContext<MediaAsset>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (isPending || !data) return null;
  // A search without hits: the grid would be blank; say so and offer to clear the filters, as Datagrid does.
  if (!data.length) return <ListNoResults />;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
      data-testid="media-grid"
    >
      {data.map((m) => (
        <Card key={m.id} variant="outlined" data-filename={m.filename}>
          <CardActionArea component={Link} to={createPath({ resource: 'media', id: m.id, type: 'edit' })}>
            <CardMedia
              component="img"
              image={m.url}
              alt={m.alt?.de ?? ''}
              sx={{ height: 130, objectFit: 'cover', bgcolor: 'grey.100' }}
            />
            <CardContent sx={{ p: 1.5 }}>
              <Typography variant="body2" noWrap title={m.filename}>
                {m.filename}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {formatBytes(m.size)}
              </Typography>
              <Typography variant="caption" sx={{ display: 'block' }} noWrap title={m.alt?.de}>
                {m.alt?.de}
              </Typography>
              <Chip
                size="small"
                sx={{ mt: 0.5 }}
                label={
                  m.usedIn?.length
                    ? `${translate('resources.media.fields.usedIn')}: ${m.usedIn.length}`
                    : translate('admin.media.notUsed')
                }
              />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

export const MediaList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key="contentType" source="contentType" choices={TYPES} translateChoice={false} />,
    ]}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={24}
    pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
  >
    <MediaGrid />
  </List>
);
