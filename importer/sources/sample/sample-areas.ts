/**
 * Market facts the sample feed layers on top of the shared GTA geography: how many listings of
 * each class a municipality gets, how expensive it is, how rural it is, and for each community
 * its real postal FSA and two real nearby streets (used for condo/commercial addresses and the
 * TRREB-style CrossStreet "Yonge/Wellesley").
 *
 * Edit together with src/shared/geo/gta-municipalities.ts: the test fails when a community there
 * has no entry here.
 */
import { GTA_MUNICIPALITIES } from '#shared/geo/gta-municipalities.ts';
import type { Community, Municipality } from '#shared/geo/gta-municipalities.ts';
import { TORONTO_COMMUNITY_DISTRICTS } from '#shared/geo/toronto-districts.ts';

export interface Street {
  name: string;
  suffix?: string;
  direction?: string;
}

export interface SampleCommunity {
  community: Community;
  fsa: string;
  streets: readonly [Street, Street];
  /** TRREB district for Toronto communities ("C08"), else undefined. */
  district?: string;
}

export interface SampleArea {
  municipality: Municipality;
  /** Relative listing volume per class: freehold residential, condo, commercial. */
  weights: readonly [number, number, number];
  /** Price multiplier against a Mississauga baseline of 1. */
  priceIndex: number;
  /** 0..1: share of freehold stock that is farm, rural residential, cottage or acreage. */
  rural: number;
  /** Property-tax rate as a share of list price (assessment lag included). */
  taxRate: number;
  highways: string;
  communities: readonly SampleCommunity[];
}

interface AreaFacts {
  weights: readonly [number, number, number];
  priceIndex: number;
  rural: number;
  taxRate: number;
  highways: string;
  /** Community name → "FSA|Street A|Street B". */
  communities: Readonly<Record<string, string>>;
}

const AREA_FACTS: Readonly<Record<string, AreaFacts>> = {
  Toronto: {
    weights: [8, 30, 25],
    priceIndex: 1.35,
    rural: 0,
    taxRate: 0.0052,
    highways: 'the Gardiner Expressway and the DVP',
    communities: {
      'Church-Yonge Corridor': 'M4Y|Yonge Street|Wellesley Street E',
      Annex: 'M5R|Bloor Street W|Spadina Avenue',
      Leslieville: 'M4M|Queen Street E|Carlaw Avenue',
      'Waterfront Communities C1': 'M5V|Lake Shore Boulevard W|Spadina Avenue',
      'Bay Street Corridor': 'M5G|Bay Street|College Street',
      'Trinity-Bellwoods': 'M6J|Queen Street W|Ossington Avenue',
      'Yonge-Eglinton': 'M4P|Yonge Street|Eglinton Avenue E',
      'Rosedale-Moore Park': 'M4W|Mount Pleasant Road|St Clair Avenue E',
      Leaside: 'M4G|Bayview Avenue|Eglinton Avenue E',
      'The Beaches': 'M4E|Queen Street E|Woodbine Avenue',
      'High Park-Swansea': 'M6S|Bloor Street W|Windermere Avenue',
      'Junction Area': 'M6P|Dundas Street W|Keele Street',
    },
  },
  Scarborough: {
    weights: [6, 6, 8],
    priceIndex: 0.95,
    rural: 0,
    taxRate: 0.0058,
    highways: 'Highway 401',
    communities: {
      'Agincourt North': 'M1V|Brimley Road|Finch Avenue E',
      "L'Amoreaux": 'M1W|Victoria Park Avenue|Finch Avenue E',
      "Tam O'Shanter-Sullivan": 'M1T|Kennedy Road|Sheppard Avenue E',
      'Birchcliffe-Cliffside': 'M1N|Kingston Road|Birchmount Road',
      'Clairlea-Birchmount': 'M1L|Warden Avenue|St Clair Avenue E',
      'Dorset Park': 'M1P|Kennedy Road|Ellesmere Road',
      Woburn: 'M1G|Markham Road|Ellesmere Road',
      Bendale: 'M1H|McCowan Road|Lawrence Avenue E',
      Guildwood: 'M1E|Kingston Road|Guildwood Parkway',
      'Highland Creek': 'M1C|Military Trail|Morningside Avenue',
      Malvern: 'M1B|Neilson Road|Finch Avenue E',
      'Scarborough Village': 'M1J|Markham Road|Eglinton Avenue E',
    },
  },
  'North York': {
    weights: [5, 12, 8],
    priceIndex: 1.2,
    rural: 0,
    taxRate: 0.0055,
    highways: 'Highway 401 and the DVP',
    communities: {
      'Willowdale East': 'M2N|Yonge Street|Finch Avenue E',
      'Newtonbrook West': 'M2R|Bathurst Street|Finch Avenue W',
      'Bayview Village': 'M2K|Bayview Avenue|Sheppard Avenue E',
      'Don Valley Village': 'M2J|Don Mills Road|Sheppard Avenue E',
      'Bathurst Manor': 'M3H|Bathurst Street|Wilson Avenue',
      'Banbury-Don Mills': 'M3B|Don Mills Road|Lawrence Avenue E',
      'Parkwoods-Donalda': 'M3A|Victoria Park Avenue|Lawrence Avenue E',
      'York University Heights': 'M3J|Keele Street|Finch Avenue W',
      'Downsview-Roding-CFB': 'M3K|Keele Street|Wilson Avenue',
      'Bridle Path-Sunnybrook-York Mills': 'M2L|Bayview Avenue|York Mills Road',
      'Lansing-Westgate': 'M2N|Yonge Street|Sheppard Avenue W',
      'Hillcrest Village': 'M2H|Leslie Street|Steeles Avenue E',
    },
  },
  Etobicoke: {
    weights: [4, 7, 6],
    priceIndex: 1.05,
    rural: 0,
    taxRate: 0.0056,
    highways: 'Highway 427 and the QEW',
    communities: {
      Mimico: 'M8V|Lake Shore Boulevard W|Royal York Road',
      'Long Branch': 'M8W|Lake Shore Boulevard W|Long Branch Avenue',
      'New Toronto': 'M8V|Lake Shore Boulevard W|Kipling Avenue',
      Alderwood: 'M8W|Evans Avenue|Browns Line',
      'Stonegate-Queensway': 'M8Y|The Queensway|Royal York Road',
      'Islington-City Centre West': 'M9B|Islington Avenue|Bloor Street W',
      'Kingsway South': 'M8X|Royal York Road|Bloor Street W',
      'Etobicoke West Mall': 'M9C|The West Mall|Burnhamthorpe Road',
      'Humber Heights': 'M9P|Royal York Road|Eglinton Avenue W',
      'Willowridge-Martingrove-Richview': 'M9R|Martin Grove Road|Eglinton Avenue W',
      'Rexdale-Kipling': 'M9V|Kipling Avenue|Rexdale Boulevard',
      'West Humber-Clairville': 'M9W|Humber College Boulevard|Highway 27',
    },
  },
  Mississauga: {
    weights: [8, 14, 12],
    priceIndex: 1.0,
    rural: 0,
    taxRate: 0.0062,
    highways: 'Highways 403, 401 and the QEW',
    communities: {
      'City Centre': 'L5B|Hurontario Street|Burnhamthorpe Road W',
      'Port Credit': 'L5G|Lakeshore Road E|Hurontario Street',
      Streetsville: 'L5M|Queen Street S|Main Street',
      Meadowvale: 'L5N|Glen Erin Drive|Aquitaine Avenue',
      'Erin Mills': 'L5L|Erin Mills Parkway|Dundas Street W',
      Cooksville: 'L5A|Hurontario Street|Dundas Street E',
      Malton: 'L4T|Airport Road|Derry Road E',
      'Lorne Park': 'L5H|Lorne Park Road|Lakeshore Road W',
      'Churchill Meadows': 'L5M|Ninth Line|Eglinton Avenue W',
      Clarkson: 'L5J|Southdown Road|Lakeshore Road W',
      Mineola: 'L5G|Mineola Road E|Hurontario Street',
    },
  },
  Brampton: {
    weights: [10, 4, 8],
    priceIndex: 0.9,
    rural: 0,
    taxRate: 0.0078,
    highways: 'Highways 410 and 407',
    communities: {
      'Downtown Brampton': 'L6V|Main Street N|Queen Street W',
      'Brampton North': 'L6V|McLaughlin Road N|Vodden Street W',
      'Heart Lake West': 'L6Z|Sandalwood Parkway W|Heart Lake Road',
      Springdale: 'L6R|Sandalwood Parkway E|Bramalea Road',
      'Sandringham-Wellington': 'L6R|Torbram Road|Sandalwood Parkway E',
      "Fletcher's Meadow": 'L7A|Sandalwood Parkway W|Chinguacousy Road',
      'Credit Valley': 'L6Y|Mississauga Road|Queen Street W',
      'Bram East': 'L6P|The Gore Road|Castlemore Road',
      'Central Park': 'L6S|Bramalea Road|Central Park Drive',
      Madoc: 'L6V|Vodden Street E|Kennedy Road N',
      'Northwest Brampton': 'L7A|Bovaird Drive W|Creditview Road',
      "Fletcher's Creek South": 'L6Y|Steeles Avenue W|Hurontario Street',
    },
  },
  Caledon: {
    weights: [2, 0.2, 1.5],
    priceIndex: 1.05,
    rural: 0.35,
    taxRate: 0.0068,
    highways: 'Highways 50 and 410',
    communities: {
      'Bolton West': 'L7E|Queen Street N|King Street W',
      'Bolton East': 'L7E|King Street E|Coleraine Drive',
      'Bolton North': 'L7E|Queen Street N|Columbia Way',
      'Caledon East': 'L7C|Airport Road|Old Church Road',
      Inglewood: 'L7C|McLaughlin Road|Olde Base Line Road',
      'Caledon Village': 'L7K|Charleston Sideroad|Hurontario Street',
      Alton: 'L7K|Queen Street|Main Street',
      Palgrave: 'L0N|Pine Avenue|Mount Hope Road',
      Cheltenham: 'L7C|Creditview Road|King Street',
    },
  },
  Aurora: {
    weights: [2, 0.8, 1],
    priceIndex: 1.1,
    rural: 0.02,
    taxRate: 0.0064,
    highways: 'Highway 404',
    communities: {
      'Aurora Village': 'L4G|Yonge Street|Wellington Street E',
      'Aurora Highlands': 'L4G|Bathurst Street|Murray Drive',
      'Bayview Wellington': 'L4G|Bayview Avenue|Wellington Street E',
      'Aurora Heights': 'L4G|Kennedy Street W|Yonge Street',
      'Aurora Estates': 'L4G|Bayview Avenue|Henderson Drive',
      'Bayview Northeast': "L4G|Bayview Avenue|St John's Sideroad",
      'Aurora Grove': 'L4G|Yonge Street|Orchard Heights Boulevard',
    },
  },
  'East Gwillimbury': {
    weights: [1.5, 0.1, 0.5],
    priceIndex: 0.95,
    rural: 0.25,
    taxRate: 0.0068,
    highways: 'Highway 404',
    communities: {
      Sharon: 'L9N|Leslie Street|Mount Albert Road',
      'Holland Landing': 'L9N|Yonge Street|Doane Road',
      Queensville: 'L9N|Leslie Street|Queensville Sideroad',
      'Mount Albert': 'L0G|Centre Street|King Street',
    },
  },
  Georgina: {
    weights: [2, 0.1, 0.6],
    priceIndex: 0.72,
    rural: 0.3,
    taxRate: 0.0085,
    highways: 'Highway 404',
    communities: {
      'Keswick North': 'L4P|The Queensway N|Woodbine Avenue',
      'Keswick South': 'L4P|The Queensway S|Glenwoods Avenue',
      "Sutton & Jackson's Point": 'L0E|High Street|Dalton Road',
      Pefferlaw: 'L0E|Pefferlaw Road|Old Homestead Road',
      'Historic Lakeshore Communities': 'L4P|Lake Drive E|Metro Road N',
    },
  },
  King: {
    weights: [1, 0.2, 0.5],
    priceIndex: 1.6,
    rural: 0.45,
    taxRate: 0.0052,
    highways: 'Highways 400 and 27',
    communities: {
      'King City': 'L7B|Keele Street|King Road',
      Nobleton: 'L0G|King Road|Highway 27',
      Schomberg: 'L0G|Main Street|Lloydtown-Aurora Road',
      Kettleby: 'L0G|Kettleby Road|Weston Road',
      'Rural King': 'L0G|Dufferin Street|15th Sideroad',
    },
  },
  Markham: {
    weights: [6, 5, 5],
    priceIndex: 1.15,
    rural: 0.02,
    taxRate: 0.0055,
    highways: 'Highways 404 and 407',
    communities: {
      Unionville: 'L3R|Kennedy Road|Highway 7 E',
      'Markham Village': 'L3P|Main Street N|16th Avenue',
      Cornell: 'L6B|Ninth Line|Highway 7 E',
      Berczy: 'L6C|Warden Avenue|16th Avenue',
      Cathedraltown: 'L6C|Woodbine Avenue|Major Mackenzie Drive E',
      'Milliken Mills East': 'L3S|McCowan Road|14th Avenue',
      Thornhill: 'L3T|Yonge Street|John Street',
      Greensborough: 'L6E|Ninth Line|Major Mackenzie Drive E',
      Wismer: 'L6E|McCowan Road|Major Mackenzie Drive E',
      'Angus Glen': 'L6C|Kennedy Road|Major Mackenzie Drive E',
      'Box Grove': 'L6B|Ninth Line|14th Avenue',
    },
  },
  Newmarket: {
    weights: [2.5, 0.8, 1.2],
    priceIndex: 1.0,
    rural: 0,
    taxRate: 0.0068,
    highways: 'Highway 404',
    communities: {
      'Central Newmarket': 'L3Y|Main Street S|Davis Drive',
      'Summerhill Estates': 'L3X|Bathurst Street|Mulock Drive',
      'Glenway Estates': 'L3X|Bathurst Street|Davis Drive W',
      'Woodland Hill': 'L3X|Yonge Street|Green Lane W',
      'Stonehaven-Wyndham': 'L3X|Leslie Street|Mulock Drive',
      Armitage: 'L3X|Yonge Street|Mulock Drive',
      'Bristol-London': 'L3Y|Yonge Street|London Road',
      'Gorham-College Manor': 'L3Y|Gorham Street|Bayview Avenue',
      'Huron Heights-Leslie Valley': 'L3Y|Leslie Street|Davis Drive',
    },
  },
  'Richmond Hill': {
    weights: [4.5, 3, 2.5],
    priceIndex: 1.2,
    rural: 0,
    taxRate: 0.0055,
    highways: 'Highways 404 and 407',
    communities: {
      'Oak Ridges': 'L4E|Yonge Street|King Road',
      'Mill Pond': 'L4C|Yonge Street|Major Mackenzie Drive W',
      'Bayview Hill': 'L4B|Bayview Avenue|16th Avenue',
      Jefferson: 'L4E|Yonge Street|Jefferson Sideroad',
      Langstaff: 'L4B|Yonge Street|Langstaff Road E',
      Richvale: 'L4C|Bathurst Street|Carrville Road',
      Westbrook: 'L4C|Bathurst Street|Major Mackenzie Drive W',
      'Rouge Woods': 'L4S|Leslie Street|Major Mackenzie Drive E',
      'Oak Ridges Lake Wilcox': 'L4E|Bayview Avenue|King Road',
      Crosby: 'L4C|Yonge Street|Crosby Avenue',
      Devonsleigh: 'L4S|Bayview Avenue|Elgin Mills Road E',
    },
  },
  Vaughan: {
    weights: [6, 4.5, 7],
    priceIndex: 1.15,
    rural: 0.02,
    taxRate: 0.0055,
    highways: 'Highways 400 and 407',
    communities: {
      Woodbridge: 'L4L|Islington Avenue|Woodbridge Avenue',
      Maple: 'L6A|Keele Street|Major Mackenzie Drive W',
      Kleinburg: 'L0J|Islington Avenue|Nashville Road',
      'Thornhill Woods': 'L4J|Bathurst Street|Rutherford Road',
      'Vellore Village': 'L4H|Weston Road|Rutherford Road',
      Patterson: 'L6A|Dufferin Street|Major Mackenzie Drive W',
      'Vaughan Corporate Centre': 'L4K|Jane Street|Highway 7',
      Concord: 'L4K|Keele Street|Highway 7',
      'Sonoma Heights': 'L4H|Islington Avenue|Rutherford Road',
      'East Woodbridge': 'L4L|Weston Road|Highway 7',
      'Beverley Glen': 'L4J|Bathurst Street|Centre Street',
      Brownridge: 'L4J|Dufferin Street|Centre Street',
    },
  },
  'Whitchurch-Stouffville': {
    weights: [1.5, 0.3, 0.6],
    priceIndex: 1.05,
    rural: 0.25,
    taxRate: 0.0062,
    highways: 'Highways 48 and 404',
    communities: {
      Stouffville: 'L4A|Main Street|Ninth Line',
      Ballantrae: 'L4A|Aurora Road|Highway 48',
      Gormley: 'L0H|Stouffville Road|Woodbine Avenue',
      'Musselman Lake': 'L4A|Lakeshore Road|Ninth Line',
      'Rural Whitchurch-Stouffville': 'L4A|Warden Avenue|Bloomington Road',
    },
  },
  Ajax: {
    weights: [2.5, 1, 1],
    priceIndex: 0.85,
    rural: 0,
    taxRate: 0.0088,
    highways: 'Highway 401',
    communities: {
      Central: 'L1S|Harwood Avenue N|Kingston Road E',
      'Central West': 'L1T|Westney Road N|Kingston Road W',
      'Central East': 'L1Z|Salem Road N|Kingston Road E',
      'Northeast Ajax': 'L1Z|Salem Road N|Rossland Road E',
      'Northwest Ajax': 'L1T|Westney Road N|Rossland Road W',
      'South East': 'L1S|Harwood Avenue S|Bayly Street E',
      'South West': 'L1S|Westney Road S|Bayly Street W',
    },
  },
  Brock: {
    weights: [0.6, 0.05, 0.2],
    priceIndex: 0.62,
    rural: 0.55,
    taxRate: 0.0095,
    highways: 'Highways 12 and 48',
    communities: {
      Beaverton: 'L0K|Simcoe Street|Mara Road',
      Cannington: 'L0E|Laidlaw Street|Cameron Street',
      Sunderland: 'L0C|River Street|Highway 12',
      'Rural Brock': 'L0E|Highway 12|Concession Road 5',
    },
  },
  Clarington: {
    weights: [3, 0.6, 1.2],
    priceIndex: 0.7,
    rural: 0.15,
    taxRate: 0.0085,
    highways: 'Highways 401 and 418',
    communities: {
      Bowmanville: 'L1C|King Street E|Liberty Street N',
      Courtice: 'L1E|Courtice Road|Highway 2',
      Newcastle: 'L1B|King Avenue E|Mill Street S',
      Orono: 'L0B|Main Street|Station Street',
      Hampton: 'L0B|Old Scugog Road|Taunton Road E',
      'Rural Clarington': 'L0B|Regional Road 57|Concession Road 6',
    },
  },
  Oshawa: {
    weights: [5, 1.5, 3],
    priceIndex: 0.62,
    rural: 0.01,
    taxRate: 0.0098,
    highways: 'Highways 401 and 407',
    communities: {
      Central: 'L1H|Simcoe Street S|King Street E',
      Lakeview: 'L1H|Simcoe Street S|Bloor Street E',
      Vanier: 'L1J|Gibb Street|Park Road S',
      McLaughlin: 'L1J|Stevenson Road N|King Street W',
      "O'Neill": 'L1G|Simcoe Street N|Rossland Road W',
      Samac: 'L1G|Simcoe Street N|Taunton Road W',
      Centennial: 'L1G|Ritson Road N|Rossland Road E',
      Donevan: 'L1H|Harmony Road S|Olive Avenue',
      Eastdale: 'L1K|Harmony Road N|Adelaide Avenue E',
      Taunton: 'L1K|Harmony Road N|Taunton Road E',
      Windfields: 'L1L|Simcoe Street N|Conlin Road W',
      Kedron: 'L1L|Ritson Road N|Conlin Road E',
    },
  },
  Pickering: {
    weights: [2.5, 1.5, 1.2],
    priceIndex: 0.88,
    rural: 0.03,
    taxRate: 0.0082,
    highways: 'Highways 401 and 407',
    communities: {
      'Bay Ridges': 'L1W|Liverpool Road|Bayly Street',
      'West Shore': 'L1W|Rosebank Road|Bayly Street',
      Amberlea: 'L1V|Whites Road|Sheppard Avenue',
      Liverpool: 'L1V|Liverpool Road|Finch Avenue',
      'Village East': 'L1V|Brock Road|Finch Avenue',
      Rougemount: 'L1V|Rougemount Drive|Kingston Road',
      Highbush: 'L1V|Altona Road|Sheppard Avenue',
      'Duffin Heights': 'L1Y|Brock Road|Taunton Road',
      'Town Centre': 'L1V|Kingston Road|Glenanna Road',
      Claremont: 'L1Y|Old Brock Road|Central Street',
      Seaton: 'L1X|Whites Road N|Taunton Road',
    },
  },
  Scugog: {
    weights: [0.8, 0.1, 0.3],
    priceIndex: 0.75,
    rural: 0.45,
    taxRate: 0.0088,
    highways: 'Highways 7A and 12',
    communities: {
      'Port Perry': 'L9L|Queen Street|Simcoe Street',
      Blackstock: 'L0B|Church Street|Regional Road 57',
      Caesarea: 'L0B|Lakeshore Road|Beach Avenue',
      'Rural Scugog': 'L9L|Simcoe Street|Scugog Line 8',
    },
  },
  Uxbridge: {
    weights: [0.8, 0.1, 0.3],
    priceIndex: 0.9,
    rural: 0.4,
    taxRate: 0.0078,
    highways: 'Highways 47 and 404',
    communities: {
      Uxbridge: 'L9P|Brock Street W|Toronto Street S',
      Goodwood: 'L0C|Highway 47|Goodwood Road',
      Zephyr: 'L0E|Zephyr Road|Concession Road 2',
      Udora: 'L0E|Victoria Road|Durham Road 1',
      Leaskdale: 'L0C|Regional Road 1|Leaskdale Road',
      'Rural Uxbridge': 'L9P|Concession Road 6|Regional Road 8',
    },
  },
  Whitby: {
    weights: [3.5, 1, 1.5],
    priceIndex: 0.85,
    rural: 0.03,
    taxRate: 0.0088,
    highways: 'Highways 401 and 412',
    communities: {
      'Downtown Whitby': 'L1N|Brock Street S|Dundas Street W',
      'Port Whitby': 'L1N|Brock Street S|Victoria Street W',
      Brooklin: 'L1M|Baldwin Street|Winchester Road W',
      Williamsburg: 'L1R|Cochrane Street|Taunton Road W',
      'Rolling Acres': 'L1R|Thickson Road N|Rossland Road E',
      'Pringle Creek': 'L1R|Brock Street N|Rossland Road E',
      'Blue Grass Meadows': 'L1N|Garden Street|Dundas Street E',
      'Lynde Creek': 'L1P|Cochrane Street|Dundas Street W',
      'Taunton North': 'L1R|Brock Street N|Taunton Road E',
      'Rural Whitby': 'L1M|Baldwin Street N|Columbus Road W',
    },
  },
  Burlington: {
    weights: [3.5, 2.5, 2],
    priceIndex: 1.0,
    rural: 0.02,
    taxRate: 0.0064,
    highways: 'the QEW and Highway 407',
    communities: {
      Brant: 'L7R|Brant Street|Lakeshore Road',
      Roseland: 'L7N|Guelph Line|New Street',
      Appleby: 'L7L|Appleby Line|Upper Middle Road',
      Orchard: 'L7L|Appleby Line|Dundas Street',
      Millcroft: 'L7M|Walkers Line|Upper Middle Road',
      Headon: 'L7M|Headon Road|Upper Middle Road',
      Aldershot: 'L7T|Plains Road W|Waterdown Road',
      Tyandaga: 'L7P|Brant Street|Kerns Road',
      'Brant Hills': 'L7P|Brant Street|Duncaster Drive',
      Shoreacres: 'L7L|Lakeshore Road|Appleby Line',
    },
  },
  'Halton Hills': {
    weights: [1.5, 0.3, 0.8],
    priceIndex: 0.95,
    rural: 0.25,
    taxRate: 0.0072,
    highways: 'Highways 7 and 401',
    communities: {
      Georgetown: 'L7G|Main Street N|Guelph Street',
      Acton: 'L7J|Mill Street E|Main Street N',
      'Glen Williams': 'L7G|Main Street|Confederation Street',
      Limehouse: 'L0P|Fifth Line|22 Sideroad',
      Stewarttown: 'L7G|Trafalgar Road|15 Sideroad',
    },
  },
  Milton: {
    weights: [3, 1.2, 2],
    priceIndex: 0.95,
    rural: 0.06,
    taxRate: 0.0058,
    highways: 'Highways 401 and 407',
    communities: {
      'Old Milton': 'L9T|Main Street E|Martin Street',
      Dempsey: 'L9T|Thompson Road S|Main Street E',
      Timberlea: 'L9T|Ontario Street N|Laurier Avenue',
      Beaty: 'L9T|Derry Road|Thompson Road S',
      Harrison: 'L9T|Ontario Street S|Derry Road',
      Willmott: 'L9T|Louis St. Laurent Avenue|Thompson Road S',
      Ford: 'L9E|Whitlock Avenue|Regional Road 25',
      Scott: 'L9T|Derry Road|Scott Boulevard',
      Campbellville: 'L0P|Guelph Line|Campbellville Road',
      Cobban: 'L9E|Britannia Road|Thompson Road S',
    },
  },
  Oakville: {
    weights: [4.5, 2.5, 2.5],
    priceIndex: 1.35,
    rural: 0.01,
    taxRate: 0.0058,
    highways: 'the QEW and Highways 403 and 407',
    communities: {
      'Old Oakville': 'L6J|Lakeshore Road E|Trafalgar Road',
      'Bronte West': 'L6L|Lakeshore Road W|Bronte Road',
      'Bronte East': 'L6L|Rebecca Street|Third Line',
      'Glen Abbey': 'L6M|Dorval Drive|Upper Middle Road W',
      'River Oaks': 'L6H|Sixth Line|Upper Middle Road E',
      'Iroquois Ridge North': 'L6H|Eighth Line|Dundas Street E',
      Eastlake: 'L6J|Maple Grove Drive|Cornwall Road',
      'College Park': 'L6H|Trafalgar Road|Upper Middle Road E',
      'West Oak Trails': 'L6M|Third Line|Upper Middle Road W',
      'Palermo West': 'L6M|Bronte Road|Dundas Street W',
      'Uptown Core': 'L6H|Trafalgar Road|Oak Park Boulevard',
      'Joshua Creek': 'L6H|Ninth Line|Upper Middle Road E',
    },
  },
};

const STREET_SUFFIXES = new Set(['Street', 'Avenue', 'Drive', 'Road', 'Crescent', 'Boulevard', 'Court', 'Lane', 'Way', 'Trail', 'Parkway', 'Line', 'Sideroad']);
const DIRECTIONS = new Set(['N', 'S', 'E', 'W']);

/** "Wellesley Street E" → { name: 'Wellesley', suffix: 'Street', direction: 'E' }. */
export function parseStreet(text: string): Street {
  const words = text.split(' ');
  const street: Street = { name: '' };
  const last = words[words.length - 1];
  if (words.length > 1 && last && DIRECTIONS.has(last)) {
    street.direction = last;
    words.pop();
  }
  const suffix = words[words.length - 1];
  if (words.length > 1 && suffix && STREET_SUFFIXES.has(suffix)) {
    street.suffix = suffix;
    words.pop();
  }
  street.name = words.join(' ');
  return street;
}

function buildAreas(): readonly SampleArea[] {
  return GTA_MUNICIPALITIES.map((municipality) => {
    const facts = AREA_FACTS[municipality.name];
    if (!facts) throw new Error(`sample feed: no market facts for ${municipality.name}`);
    const communities = municipality.communities.map((community): SampleCommunity => {
      const detail = facts.communities[community.name];
      const [fsa, streetA, streetB] = detail?.split('|') ?? [];
      if (!fsa || !streetA || !streetB) {
        throw new Error(`sample feed: no FSA/streets for ${municipality.name} / ${community.name}`);
      }
      const district = municipality.region === 'Toronto' ? TORONTO_COMMUNITY_DISTRICTS[community.name] : undefined;
      if (municipality.region === 'Toronto' && !district) {
        throw new Error(`sample feed: no TRREB district for ${community.name}`);
      }
      return { community, fsa, streets: [parseStreet(streetA), parseStreet(streetB)], ...(district ? { district } : {}) };
    });
    return { municipality, ...facts, communities };
  });
}

/** One entry per GTA_MUNICIPALITIES entry, same order. */
export const SAMPLE_AREAS: readonly SampleArea[] = buildAreas();
