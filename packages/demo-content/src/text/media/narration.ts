/**
 * What the demo videos say: one narration cue per picture, in the order the video shows them (the
 * media plan's scenes, media/plan.ts), written in the voice of the video's channel. Chinese for
 * every video and clip; English for the landscape videos and the series' episodes, which are shared
 * beyond the site's own readers; the vertical clips are Chinese only (docs/decisions/0106).
 *
 * A cue is one or two lines, `\n` between them: a line holds at most 16 Chinese characters or 42
 * English ones, so it fits the width of a phone held upright.
 */
export type NarrationCue = { zh: string; en?: string };

/** The narration of every video and clip of the demo plan, by the plan's key. */
export const NARRATION: Readonly<Record<string, readonly NarrationCue[]>> = {
  "news-1": [
    {
      zh: "清晨五点，沿江的老街上\n已经有了第一批行人",
      en: "Five in the morning, and the riverside\nstreets have their first walkers.",
    },
    {
      zh: "新区的写字楼还暗着，\n整座城市在等天亮",
      en: "The towers of the new district are dark,\nthe whole city waiting for daylight.",
    },
    {
      zh: "五点半，早班地铁进站，\n车上多是赶早市的摊主",
      en: "At half past five the first train arrives,\nfull of market traders off to work.",
    },
    {
      zh: "七点过后，窗口一扇扇亮起，\n通勤的人流开始了",
      en: "After seven, windows light up one by one:\nthe commute has begun.",
    },
  ],
  "tech-1": [
    {
      zh: "一部手机的主板，\n只有巴掌大",
      en: "A phone's main board is no bigger\nthan the palm of a hand.",
    },
    {
      zh: "处理器和内存叠在一起，\n背面是射频模块",
      en: "Processor and memory are stacked together;\nthe radio sits on the other side.",
    },
    {
      zh: "测试机房里，成排的服务器\n在做联网压力测试",
      en: "In the test room, rows of servers put\nthe phones' connections under load.",
    },
    {
      zh: "工程师的工位上，\n摆着几十台待测样机",
      en: "On the engineers' desks, dozens of\nprototypes wait their turn.",
    },
  ],
  "finance-1": [
    {
      zh: "今年以来，发往东南亚的\n箱量明显上升",
      en: "This year, more containers have been\nshipped to Southeast Asia.",
    },
    {
      zh: "调度屏上，每只箱子\n都有编号和去向",
      en: "On the dispatch board, every box has\na number and a destination.",
    },
    {
      zh: "一只集装箱从工厂到出海，\n平均要走十八天",
      en: "From factory gate to open sea,\na container travels eighteen days.",
    },
    {
      zh: "港口的吊车和卡车，\n是外贸最直接的温度计",
      en: "The port's cranes and trucks are\nthe truest gauge of foreign trade.",
    },
  ],
  "culture-1": [
    {
      zh: "下午五点闭馆，\n剧场里的夜场才刚开始",
      en: "The museum closes at five;\nthe evening show is just beginning.",
    },
    {
      zh: "青瓷留在恒温恒湿的展柜里，\n只亮一盏安全灯",
      en: "The celadon rests in a climate-held case,\nlit by a single night lamp.",
    },
    {
      zh: "光对纸本文物的伤害会累积，\n能少照一分钟就少照",
      en: "Light harms paper a little every day,\nso every minute of darkness counts.",
    },
    {
      zh: "保管员逐一检查库房，\n明早再开门迎客",
      en: "Keepers check the stores shelf by shelf\nbefore the doors open again.",
    },
  ],
  "life-1": [
    {
      zh: "周六早上七点，早市上\n最抢手的是现做的豆腐",
      en: "Saturday, seven a.m.: fresh tofu is\nthe first thing to sell out.",
    },
    {
      zh: "阳台上种着小葱和薄荷，\n番茄今年结得特别多",
      en: "Spring onions and mint on the balcony,\nand a bumper year for tomatoes.",
    },
    {
      zh: "午饭是番茄炒蛋、清炒时蔬\n和一碗豆腐汤",
      en: "Lunch: tomato and egg, greens,\nand a bowl of tofu soup.",
    },
    {
      zh: "菜都来自城外的田里，\n当天摘，当天吃",
      en: "It all comes from fields outside town,\npicked and eaten the same day.",
    },
  ],
  "sports-1": [
    {
      zh: "白天，青训队在球场上\n练传接配合",
      en: "By day, the youth squad drills\nits passing on the pitch.",
    },
    {
      zh: "早上六点开门，晨跑的人\n一跑就是十圈",
      en: "The gates open at six; the early runners\nlap the track ten times over.",
    },
    {
      zh: "晚上七点以后，\n灯光篮球场最热闹",
      en: "After seven in the evening,\nthe floodlit courts are the busiest.",
    },
    {
      zh: "游泳馆里挤满了\n学游泳的孩子",
      en: "The pool is packed with children\nlearning to swim.",
    },
  ],

  "museum-series-ep1": [
    {
      zh: "《器物有话说》第一集：\n一只宋代青瓷梅瓶",
      en: "Objects Speak, episode one:\na Song dynasty celadon vase.",
    },
    {
      zh: "它的釉色在不同光线下，\n会从青绿变成灰蓝",
      en: "In changing light its glaze shifts\nfrom sea green to grey blue.",
    },
    {
      zh: "修复师在显微镜下，\n分辨开片和后来的裂纹",
      en: "Under the microscope, a conservator tells\nfiring crackle from later damage.",
    },
  ],
  "museum-series-ep2": [
    {
      zh: "第二集：一幅明代山水长卷，\n送来时满是折痕和霉斑",
      en: "Episode two: a Ming landscape scroll,\ncreased and spotted with mould.",
    },
    {
      zh: "揭下旧裱纸，\n一次只揭一指宽",
      en: "The old backing comes away\none finger's width at a time.",
    },
    {
      zh: "重新装裱，\n前后花了四个多月",
      en: "Remounting it took\nmore than four months.",
    },
  ],
  "museum-series-ep3": [
    {
      zh: "第三集：五个人，\n照看两万多册古籍",
      en: "Episode three: five people caring\nfor twenty thousand old books.",
    },
    {
      zh: "春天防潮，夏天防虫，\n秋天晾书，冬天修补",
      en: "Damp in spring, insects in summer,\nairing in autumn, mending in winter.",
    },
    {
      zh: "每一页都要补上\n和原纸相近的手工纸",
      en: "Each page is patched with handmade paper\nclose to the original.",
    },
  ],
  "museum-series-ep4": [
    {
      zh: "第四集：一户人家捐出了\n祖宅里的明式家具",
      en: "Episode four: a family gives its\nancestral Ming furniture to the museum.",
    },
    {
      zh: "策展人专程去老宅，\n量了窗户的朝向和尺寸",
      en: "The curator measured the old windows\nand which way each one faced.",
    },
    {
      zh: "展厅的光，模拟老宅\n下午三点的阳光",
      en: "The gallery's light recreates\nthe house at three in the afternoon.",
    },
  ],
  "museum-series-ep5": [
    {
      zh: "最后一集：放大一百倍，\n看一片瓷片的来历",
      en: "The final episode: a shard of porcelain,\nmagnified a hundred times.",
    },
    {
      zh: "光谱能告诉研究员\n它的产地和烧造温度",
      en: "Its spectrum reveals where it was made\nand how hot the kiln burned.",
    },
    {
      zh: "这一季的器物，\n明年春天将集中展出",
      en: "This season's objects go on show\ntogether next spring.",
    },
  ],
  "travel-series-ep1": [
    {
      zh: "《周末出发》第一集：\n凌晨四点，出发去山里",
      en: "Weekend Trips, episode one:\nleaving for the hills at four a.m.",
    },
    {
      zh: "云海散开的几分钟，\n山谷下的田野一片金色",
      en: "For a few minutes as the clouds part,\nthe fields below turn gold.",
    },
    {
      zh: "下山吃早饭：玉米粥、\n腌萝卜和葱油饼",
      en: "Breakfast below the hill: corn porridge,\npickles and spring onion pancakes.",
    },
  ],
  "travel-series-ep2": [
    {
      zh: "第二集：坐一个半小时城际列车，\n就到了海边",
      en: "Episode two: ninety minutes by train,\nand we are at the sea.",
    },
    {
      zh: "老街走完只要半小时，\n却有三家四十年的面馆",
      en: "The old street takes half an hour to walk,\nyet has three forty-year-old noodle shops.",
    },
    {
      zh: "当地人说，秋天游客少，\n是这里最好的季节",
      en: "Locals say autumn, with fewer visitors,\nis the best season here.",
    },
  ],
  "travel-series-ep3": [
    {
      zh: "第三集：九月底，\n城南的稻田开始泛黄",
      en: "Episode three: late September,\nand the rice south of town turns yellow.",
    },
    {
      zh: "午饭在村民家里吃，\n一桌菜几乎都是自家种的",
      en: "Lunch at a villager's home: nearly\neverything on the table grew here.",
    },
    {
      zh: "田埂步道约四公里，\n远处的山就是归途",
      en: "The path along the paddies runs four km,\nwith the hills marking the way home.",
    },
  ],
  "travel-series-ep4": [
    {
      zh: "第四集不出城：\n老城区的青石板巷",
      en: "Episode four stays in town:\nthe flagstone lanes of the old quarter.",
    },
    {
      zh: "很多院子里，\n种着桂花和葡萄",
      en: "Many courtyards grow\nosmanthus and grapes.",
    },
    {
      zh: "茶馆里的老茶客，\n讲起这片街区的变化",
      en: "In the teahouse, old regulars recall\nhow the neighbourhood has changed.",
    },
  ],
  "travel-series-ep5": [
    {
      zh: "最后一集：为了一碗面，\n去了一趟邻市",
      en: "The final episode: off to the next city,\nall for one bowl of noodles.",
    },
    {
      zh: "吃完面，顺路去了\n附近的山脚",
      en: "After the noodles,\na detour to the nearby hills.",
    },
    {
      zh: "在溪边的田野走一圈，\n这一季到此结束",
      en: "A walk through the fields by the stream\nbrings the season to a close.",
    },
  ],

  "clip-1-news": [
    { zh: "早高峰的换乘通道，\n志愿者举牌提醒右侧站立" },
    { zh: "五分钟后，\n站台上的队伍明显顺了" },
  ],
  "clip-2-tech": [
    { zh: "这是一部手机的主板，\n上面有上千个元件" },
    { zh: "最小的电容，\n只有芝麻粒的十分之一" },
  ],
  "clip-3-finance": [{ zh: "三大指数小幅收涨，\n成交量略有放大" }, { zh: "消费和电力板块\n表现靠前" }],
  "clip-4-culture": [
    { zh: "开演前十分钟，\n演员在候场区最后对词" },
    { zh: "灯光、音响，\n逐一报告准备就绪" },
  ],
  "clip-5-life": [{ zh: "番茄炒出沙再加水，\n下面、打蛋" }, { zh: "出锅前，撒一把\n阳台上现摘的葱花" }],
  "clip-6-law": [
    { zh: "租房合同签字前，\n律师提醒先看三条" },
    { zh: "押金怎么退、维修谁负责、\n提前退租怎么算" },
  ],
  "clip-7-sports": [{ zh: "落后两分，最后一攻\n交给了老队长" }, { zh: "压哨三分命中，\n全场都站了起来" }],
  "clip-8-life": [{ zh: "太阳沉进海面，\n只有短短几秒" }, { zh: "远处的稻田，\n也被染成了橘色" }],
  "clip-9-news": [{ zh: "傍晚六点，\n写字楼的灯一层层亮起" }, { zh: "街上的车流多了起来，\n晚高峰开始了" }],
  "clip-10-sports": [
    { zh: "早上六点开馆，\n第一道水花来自一位老人" },
    { zh: "七十岁的他，\n已经坚持了三十年" },
  ],
  "clip-11-culture": [
    { zh: "库房的柜子里，\n藏着一枚指甲盖大的玉饰" },
    { zh: "展柜配了放大镜，\n要弯下腰才能看清纹样" },
  ],
  "clip-12-tech": [
    { zh: "机房巡检，\n每两个小时一次" },
    { zh: "温度、风扇声、指示灯，\n一圈要走将近两公里" },
  ],
};
