import {
  BookIcon,
  ChecklistIcon,
  ContainerIcon,
  DotFillIcon,
  FileIcon,
  GearIcon,
  GraphIcon,
  HomeIcon,
  LocationIcon,
  MeterIcon,
  MilestoneIcon,
  PulseIcon,
  ReportIcon,
  type Icon,
} from '@primer/octicons-react';

/** The server's menu icon names (function tree `icon`) as octicons; unknown names get a dot. */
const ICONS: Record<string, Icon> = {
  home: HomeIcon,
  ship: ContainerIcon,
  voyage: LocationIcon,
  chart: GraphIcon,
  graph: PulseIcon,
  gauge: MeterIcon,
  report: ReportIcon,
  anchor: MilestoneIcon,
  book: BookIcon,
  file: FileIcon,
  gear: GearIcon,
  checklist: ChecklistIcon,
};

export const menuIcon = (name: string | null): Icon => (name && ICONS[name]) || DotFillIcon;
